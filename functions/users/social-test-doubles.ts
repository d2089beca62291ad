import type { CollectionItem } from '#shared/data/reads/collections.ts';
import type { Page } from '#shared/data/query-page.ts';
import type {
  EdgeTarget,
  FollowOutcome,
  FollowTarget,
  SocialRepository,
  TargetKind,
  UnfollowOutcome,
} from './social-repository.ts';

/** A stored publication for unit tests. */
export const storedCollection = (id: string, creatorId: string, extra: Partial<CollectionItem> = {}) => ({
  id,
  slug: id,
  name: id.toUpperCase(),
  description: '',
  creatorId,
  createdAt: 0,
  ...extra,
});

interface Edge extends FollowTarget {
  from: string;
  createdAt: number;
}

/**
 * The social repository over arrays, with the table's guarantees that the rules rely on: a follow of
 * a missing target or by a missing follower changes nothing, an edge exists once. Counts are the
 * transaction's business (tests/integration/social-graph.test.ts). Every function is a jest mock, so
 * a test can count reads or script a conflict.
 */
export function memorySocialRepository(
  userIds: readonly string[],
  collections: readonly CollectionItem[],
  tagSlugs: readonly string[] = [],
) {
  const follows: Edge[] = [];
  const mutes: Edge[] = [];
  const exists = (target: FollowTarget) =>
    ({
      user: () => userIds.includes(target.id),
      collection: () => collections.some((collection) => collection.id === target.id),
      tag: () => tagSlugs.includes(target.id),
    })[target.kind]();
  const same = (from: string, target: FollowTarget) => (edge: Edge) =>
    edge.from === from && edge.kind === target.kind && edge.id === target.id;
  /** Newest first, one page of everything (the cursor is the table's; see the integration test). */
  const ids = (edges: Edge[], pick: (edge: Edge) => boolean, idOf: (edge: Edge) => string): Page<string> => ({
    items: edges
      .filter(pick)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(idOf),
    cursor: null,
  });

  const repository = {
    follow: jest.fn(
      async (followerId: string, target: FollowTarget, createdAt: number): Promise<FollowOutcome> => {
        if (!exists(target)) return 'target-missing';
        if (!userIds.includes(followerId)) return 'follower-missing';
        if (follows.some(same(followerId, target))) return 'already-following';
        follows.push({ from: followerId, ...target, createdAt });
        return 'followed';
      },
    ),
    unfollow: jest.fn(async (followerId: string, target: FollowTarget): Promise<UnfollowOutcome> => {
      if (!exists(target)) return 'target-missing';
      const index = follows.findIndex(same(followerId, target));
      if (index < 0) return 'not-following';
      follows.splice(index, 1);
      return 'unfollowed';
    }),
    mute: jest.fn(async (muterId: string, target: EdgeTarget, createdAt: number) => {
      if (!mutes.some(same(muterId, target))) mutes.push({ from: muterId, ...target, createdAt });
    }),
    unmute: jest.fn(async (muterId: string, target: EdgeTarget) => {
      const index = mutes.findIndex(same(muterId, target));
      if (index >= 0) mutes.splice(index, 1);
    }),
    findViewerEdges: jest.fn(async (viewerId: string, kind: TargetKind, targetIds: readonly string[]) => {
      const of = (edges: Edge[]) =>
        edges.filter((edge) => edge.from === viewerId && edge.kind === kind && targetIds.includes(edge.id));
      return {
        followedAt: new Map(of(follows).map((edge) => [edge.id, edge.createdAt])),
        muted: new Set(of(mutes).map((edge) => edge.id)),
        // Newsletter subscriptions are proved on DynamoDB Local (tests/integration/newsletter-subscriptions.test.ts).
        subscribed: new Set<string>(),
      };
    }),
    followerIdsOf: jest.fn(async (target: EdgeTarget, _paging: unknown) =>
      ids(
        follows,
        (edge) => edge.kind === target.kind && edge.id === target.id,
        (edge) => edge.from,
      ),
    ),
    followedIdsOf: jest.fn(async (followerId: string, kind: TargetKind, _paging: unknown) =>
      ids(
        follows,
        (edge) => edge.from === followerId && edge.kind === kind,
        (edge) => edge.id,
      ),
    ),
    mutedIdsOf: jest.fn(async (muterId: string, kind: TargetKind, _paging: unknown) =>
      ids(
        mutes,
        (edge) => edge.from === muterId && edge.kind === kind,
        (edge) => edge.id,
      ),
    ),
    findFollowedTags: jest.fn(
      async (viewerId: string, slugs: readonly string[]) =>
        new Set(
          follows
            .filter((edge) => edge.from === viewerId && edge.kind === 'tag' && slugs.includes(edge.id))
            .map((edge) => edge.id),
        ),
    ),
    findTagsAndFollows: jest.fn(async (viewerId: string, slugs: readonly string[]) => ({
      existing: new Set(slugs.filter((slug) => tagSlugs.includes(slug))),
      followed: new Set(
        follows
          .filter((edge) => edge.from === viewerId && edge.kind === 'tag' && slugs.includes(edge.id))
          .map((edge) => edge.id),
      ),
    })),
    followedTagSlugsOf: jest.fn(async (followerId: string, _paging: unknown) =>
      ids(
        follows,
        (edge) => edge.from === followerId && edge.kind === 'tag',
        (edge) => edge.id,
      ),
    ),
    findTagsBySlugs: jest.fn(
      async (slugs: readonly string[]) =>
        new Map(
          slugs
            .filter((slug) => tagSlugs.includes(slug))
            .map((slug) => [
              slug,
              { slug, displayTitle: slug.toUpperCase(), postCount: 1, initial: slug[0] },
            ]),
        ),
    ),
    findTag: jest.fn(async (slug: string, _consistent: boolean) =>
      tagSlugs.includes(slug)
        ? { slug, displayTitle: slug.toUpperCase(), postCount: 1, initial: slug[0] }
        : null,
    ),
    findCollectionById: jest.fn(async (id: string, _consistent?: boolean) =>
      collections.find((collection) => collection.id === id),
    ),
    findCollectionsByIds: jest.fn(
      async (wanted: readonly string[]) =>
        new Map(collections.filter((item) => wanted.includes(item.id)).map((item) => [item.id, item])),
    ),
  } satisfies SocialRepository;
  return { repository, follows, mutes };
}
