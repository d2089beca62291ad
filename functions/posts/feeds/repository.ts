import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import type { Paging } from '#contract/paging.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { batchGetAll } from '#shared/data/batch-get.ts';
import type { FeedItemSource } from '#shared/data/following-feed.ts';

export type FeedItem = EntityItem<FolioData['entities']['feedItem']>;

/** A followed writer or publication as one string, `{kind}:{id}`. */
export const sourceKey = (item: { source: FeedItemSource; sourceId: string }) =>
  `${item.source}:${item.sourceId}`;

/**
 * The reads of the home's feeds (issue #16), one request each; the stories themselves, the latest
 * listing, a tag's listing and the mutes are the posts repository's.
 */
export function createFeedsRepository(data: FolioData) {
  const { feedItem, follow, readingHistory } = data.entities;
  return {
    /** A reader's Following feed, newest story first: Query of the reader's feedItem partition. */
    followingItems(readerId: string, paging: Paging): Promise<Page<FeedItem>> {
      return queryPage('table', paging, (options) => feedItem.query.byReader({ readerId }).go(options));
    },

    /**
     * Which of the feed items' writers and publications the reader still follows (an unfollow leaves
     * their items until they expire): one BatchGet of the reader's follow edges, as `sourceKey`s.
     */
    async stillFollowed(readerId: string, items: readonly FeedItem[]): Promise<Set<string>> {
      const keys = [...new Set(items.map(sourceKey))];
      if (keys.length === 0) return new Set();
      const edgeOf = (key: string) => {
        const [targetKind, ...id] = key.split(':') as [FeedItemSource, ...string[]];
        return { followerId: readerId, targetKind, targetId: id.join(':') };
      };
      const keyOf = (edge: { targetKind: string; targetId: string }) => ({
        key: `${edge.targetKind}:${edge.targetId}`,
      });
      const found = await batchGetAll(
        keys,
        'key',
        async (pending) => {
          const { data: edges, unprocessed } = await follow.get(pending.map(edgeOf)).go();
          return { data: edges.map(keyOf), unprocessed: unprocessed.map(keyOf) };
        },
        'follow',
      );
      return new Set(found.map((edge) => edge.key));
    },

    /** The slugs of the tags a reader follows, newest follow first: Query of gsi2, Limit `limit`. */
    async followedTagSlugs(readerId: string, limit: number): Promise<string[]> {
      const { data: edges } = await follow.query
        .byFollowerAndKind({ followerId: readerId, targetKind: 'tag' })
        .go({ limit, order: 'desc' });
      return edges.map((edge) => edge.targetId);
    },

    /** The stories a reader read last, newest read first: Query of gsi1, Limit `limit` (their own history only). */
    async recentlyReadIds(readerId: string, limit: number): Promise<string[]> {
      const { data: entries } = await readingHistory.query
        .byLastRead({ userId: readerId })
        .go({ limit, order: 'desc' });
      return entries.map((entry) => entry.postId);
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
