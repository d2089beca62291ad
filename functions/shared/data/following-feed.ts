import type { EntityItem } from 'electrodb';
import type { FolioData } from './data.ts';
import type { feedItemSources } from './entities/feed-item.ts';

type FeedItem = EntityItem<FolioData['entities']['feedItem']>;
export type FeedItemSource = (typeof feedItemSources)[number];

/**
 * The Following feed's limits (decision 211): a story reaches at most `fanOutCap` followers of its
 * writer and as many of its publication (beyond that, the followers of a very big writer find it in For
 * you, which reads the newest stories on read); followers are read a page at a time and items written in
 * BatchWriteItems of 25 (DynamoDB's limit); an item lives `ttlDays`; a new follow brings the followed
 * one's newest `backfillStories`.
 */
export const followingFeedLimits = {
  fanOutCap: 10_000,
  followersPerPage: 500,
  writesPerBatch: 25,
  ttlDays: 30,
  backfillStories: 3,
} as const;

const attempts = 3;

/** The story as a feed item needs it: its id and first publish time. */
export interface FeedStory {
  id: string;
  firstPublishedAt?: number;
}

/** The feed items of one story for some readers, reached through `source` (`sourceId` followed). */
export function feedItemsOf(
  story: FeedStory,
  readerIds: readonly string[],
  source: { kind: FeedItemSource; id: string },
  now: number,
): FeedItem[] {
  const expiresAt = Math.floor(now / 1000) + followingFeedLimits.ttlDays * 86_400;
  const publishedAt = story.firstPublishedAt ?? now;
  return readerIds.map((readerId) => ({
    readerId,
    postId: story.id,
    publishedAt,
    source: source.kind,
    sourceId: source.id,
    expiresAt,
  }));
}

/**
 * Writes feed items in BatchWriteItems of 25, again for what DynamoDB leaves unprocessed; still
 * unprocessed after a few attempts, it throws (the queue redelivers: a Put of the same item is
 * harmless).
 */
export async function putFeedItems(data: FolioData, items: FeedItem[]): Promise<void> {
  const { feedItem } = data.entities;
  for (let start = 0; start < items.length; start += followingFeedLimits.writesPerBatch) {
    let pending = items.slice(start, start + followingFeedLimits.writesPerBatch);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === attempts) throw new Error(`${pending.length} feed items stayed unprocessed.`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const { unprocessed } = await feedItem.put(pending).go();
      const left = new Set(unprocessed.map((key) => `${key.readerId}|${key.postId}`));
      pending = pending.filter((item) => left.has(`${item.readerId}|${item.postId}`));
    }
  }
}

/**
 * A new follow's backfill: the followed writer's or publication's newest listed stories join the
 * follower's Following feed at once (one Query of the listing index and one BatchWriteItem).
 */
export async function backfillFollowingFeed(
  data: FolioData,
  readerId: string,
  target: { kind: FeedItemSource; id: string },
  now: number,
): Promise<void> {
  const { post } = data.entities;
  const options = { limit: followingFeedLimits.backfillStories, order: 'desc' } as const;
  const { data: stories } =
    target.kind === 'user'
      ? await post.query.byCreator({ creatorId: target.id }).go(options)
      : await post.query.byCollection({ listingCollectionId: target.id }).go(options);
  await putFeedItems(
    data,
    stories.flatMap((story) => feedItemsOf(story, [readerId], target, now)),
  );
}
