import type { YourStoryRow_PostFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatShortDate } from '#web/lib/format/date.ts';
import { readingTimeLabel } from '#web/lib/format/reading-time.ts';
import type { Shelf } from './shelves.ts';
import { yourStoriesTexts } from './texts.ts';

/**
 * The line under a story's title on its shelf, part by part: on the deleted shelf when the trash purges
 * it; a draft's last edit; a published story's date, then its publication ("In …", or "Pending review
 * in …" while submitted) and whether it is pinned. The reading time follows the date (the member-only
 * star is drawn beside them by the row).
 */
export function storyStateParts(post: YourStoryRow_PostFragment, shelf: Shelf, now: number): string[] {
  if (shelf === 'deleted') {
    return post.purgeAt == null ? [] : [yourStoriesTexts.purgedOn(formatDate(post.purgeAt))];
  }
  const published = post.latestPublishedAt ?? post.firstPublishedAt;
  const date =
    post.isPublished && published != null
      ? yourStoriesTexts.published(formatDate(published))
      : yourStoriesTexts.lastEdited(formatShortDate(post.updatedAt, now));
  const parts = [date, readingTimeLabel(post.readingTime)];
  const collection = post.collection?.name;
  if (collection && post.statusForCollection === 'APPROVED')
    parts.push(yourStoriesTexts.inCollection(collection));
  if (collection && post.statusForCollection === 'PENDING')
    parts.push(yourStoriesTexts.pendingReview(collection));
  if (post.pinnedAt != null) parts.push(yourStoriesTexts.pinned);
  return parts;
}
