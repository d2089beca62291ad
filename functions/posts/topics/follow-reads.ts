import type { FolioData } from '#shared/data/data.ts';

/**
 * What the posts domain reads of a reader's follows (the users domain writes them, decision 182): for
 * the follow suggestions alone, and only the reader's own.
 */
export function createFollowReads(data: FolioData) {
  const { follow } = data.entities;
  return {
    /** The tags a reader follows, newest follow first: one Query of gsi2 (follower and kind), Limit `limit`. */
    async followedTagSlugs(followerId: string, limit: number): Promise<string[]> {
      const { data: items } = await follow.query
        .byFollowerAndKind({ followerId, targetKind: 'tag' })
        .go({ limit, order: 'desc' });
      return items.map((item) => item.targetId);
    },

    /** Which of these writers the reader follows: one BatchGetItem of the edges. */
    async followedUserIds(followerId: string, userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const keys = [...new Set(userIds)].map((targetId) => ({
        followerId,
        targetKind: 'user' as const,
        targetId,
      }));
      const { data: items } = await follow.get(keys).go();
      return new Set(items.map((item) => item.targetId));
    },
  };
}

export type FollowReads = ReturnType<typeof createFollowReads>;
