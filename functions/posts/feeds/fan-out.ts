import type { FolioData } from '#shared/data/data.ts';
import {
  feedItemsOf,
  followingFeedLimits,
  putFeedItems,
  type FeedItemSource,
} from '#shared/data/following-feed.ts';
import { isListed } from '../access.ts';

/** The content events that bring a story to followers: a first publish, or an approval into a publication. */
export interface FanOutEvent {
  type: 'post-published' | 'post-approved';
  postId: string;
}

/** The fan-out an event asks for, if any: a republish reached the followers the first time. */
export function fanOutEventOf(event: {
  type: string;
  postId?: string;
  republished?: boolean;
}): FanOutEvent | null {
  if (!event.postId) return null;
  if (event.type === 'post-approved') return { type: 'post-approved', postId: event.postId };
  if (event.type === 'post-published' && event.republished === false) {
    return { type: 'post-published', postId: event.postId };
  }
  return null;
}

/**
 * The Following feed's fan-out on write (decision 211), the content-events consumer's step for a first
 * publish (the writer's followers, and the publication's when it is already APPROVED there) and for an
 * approval (the publication's followers). Followers are read a page at a time, at most `cap` per
 * source (`fanOutCap` unless a test says), and written as they come, so memory stays flat; a reader
 * reached through both gets one item. Redelivery writes the same items again.
 */
export function createFollowingFanOut(
  data: FolioData,
  { now = Date.now, cap = followingFeedLimits.fanOutCap }: { now?: () => number; cap?: number } = {},
) {
  const { post, follow } = data.entities;

  async function fanOutTo(
    story: { id: string; firstPublishedAt?: number },
    source: { kind: FeedItemSource; id: string },
    skip: Set<string>,
  ): Promise<void> {
    let cursor: string | null = null;
    let reached = 0;
    do {
      const limit = Math.min(followingFeedLimits.followersPerPage, cap - reached);
      const page: { data: { followerId: string }[]; cursor: string | null } = await follow.query
        .byTarget({ targetKind: source.kind, targetId: source.id })
        .go({ limit, cursor, order: 'desc' });
      reached += page.data.length;
      const readers = page.data.map((edge) => edge.followerId).filter((id) => !skip.has(id));
      for (const id of readers) skip.add(id);
      await putFeedItems(data, feedItemsOf(story, readers, source, now()));
      cursor = page.cursor;
    } while (cursor && reached < cap);
  }

  return async function fanOut(event: FanOutEvent): Promise<void> {
    const { data: story } = await post.get({ id: event.postId }).go();
    if (!story || !isListed(story)) return;
    // The writer never follows themselves; skipping them keeps their own story out of their feed.
    const reached = new Set([story.creatorId]);
    if (event.type === 'post-published') {
      await fanOutTo(story, { kind: 'user', id: story.creatorId }, reached);
    }
    if (story.collectionId && story.statusForCollection === 'APPROVED') {
      await fanOutTo(story, { kind: 'collection', id: story.collectionId }, reached);
    }
  };
}

export type FollowingFanOut = ReturnType<typeof createFollowingFanOut>;
