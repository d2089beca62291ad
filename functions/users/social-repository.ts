import { batchGetAcross, batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { backfillFollowingFeed } from '#shared/data/following-feed.ts';
import type { followTargetKinds, socialTargetKinds } from '#shared/data/entities/follow.ts';
import type { Paging } from '#contract/paging.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';

export type TargetKind = (typeof socialTargetKinds)[number];
export type FollowTargetKind = (typeof followTargetKinds)[number];

/** What a follow points at: a user, a publication or a tag (its id is its slug). */
export interface FollowTarget {
  kind: FollowTargetKind;
  id: string;
}

/** What a mute (or a follow) of a user or a publication points at. */
export interface EdgeTarget extends FollowTarget {
  kind: TargetKind;
}

/**
 * How a follow or an unfollow ended. `conflict`: DynamoDB cancelled the transaction because another
 * write touched one of its items at that instant; nothing changed and the caller may try again.
 */
export type FollowOutcome =
  'followed' | 'already-following' | 'target-missing' | 'follower-missing' | 'conflict';
export type UnfollowOutcome =
  'unfollowed' | 'not-following' | 'target-missing' | 'follower-missing' | 'conflict';

/**
 * The viewer's edges to a batch of targets: when each followed one was followed, which are muted, and
 * (users only) to whose newsletters the viewer is subscribed.
 */
export interface ViewerEdges {
  followedAt: Map<string, number>;
  muted: Set<string>;
  subscribed: Set<string>;
}

interface CancellationReason {
  code?: string;
}

/**
 * Reads a cancelled follow transaction's reasons, item by item (edge, target, follower): a target or
 * follower that does not exist fails its `attribute_exists` condition; a failed condition on the edge
 * is `edgeRefused` (followed already, or not followed); anything else is a conflict.
 */
function cancellationOutcome<E extends string>(
  reasons: readonly (CancellationReason | undefined)[],
  edgeRefused: E,
): E | 'target-missing' | 'follower-missing' | 'conflict' {
  const failed = (index: number) => reasons[index]?.code === 'ConditionalCheckFailed';
  if (failed(1)) return 'target-missing';
  if (failed(2)) return 'follower-missing';
  if (failed(0)) return edgeRefused;
  return 'conflict';
}

/**
 * The social graph in the table: follow and mute edges, the counters kept with the follows, and the
 * publications the users domain answers with (shared reads: functions/shared/data/reads/collections.ts).
 * One function per access pattern.
 */
export function createSocialRepository(data: FolioData) {
  const { follow, mute, tag, newsletterSubscription: subscription } = data.entities;
  const { findCollectionById, findCollectionsByIds } = createCollectionReads(data);

  /**
   * One TransactWriteItems: the edge (Put `attribute_not_exists`, or Delete `attribute_exists`), the
   * target's `followerCount` (Update ADD ±1 on an existing item) and the follower: a user's or a
   * publication's follow moves their `followingCount` (ADD ±1), a tag's only checks that the follower
   * exists (decision 182). Either all three happen or none, so two concurrent follows make one edge and
   * count one. Sent again while DynamoDB cancels it for a concurrent transaction (untilNoConflict).
   * `followedAt`: the new follow's time, or null to unfollow.
   */
  const writeFollow = (followerId: string, target: FollowTarget, followedAt: number | null) =>
    untilNoConflict(() =>
      data.transaction
        .write(({ follow: follows, user: users, collection: collections, tag: tags }) => {
          const key = { followerId, targetKind: target.kind, targetId: target.id };
          const step = followedAt === null ? -1 : 1;
          const counted = {
            user: () => users.patch({ id: target.id }).add({ followerCount: step }).commit(),
            collection: () => collections.patch({ id: target.id }).add({ followerCount: step }).commit(),
            tag: () => tags.patch({ slug: target.id }).add({ followerCount: step }).commit(),
          }[target.kind]();
          const follower =
            target.kind === 'tag'
              ? users
                  .check({ id: followerId })
                  .where(({ id }, { exists }) => exists(id))
                  .commit()
              : users.patch({ id: followerId }).add({ followingCount: step }).commit();
          return [
            followedAt === null
              ? follows.remove(key).commit()
              : follows.create({ ...key, createdAt: followedAt }).commit(),
            counted,
            follower,
          ];
        })
        .go(),
    );

  /** One page of edges, newest first, as the ids at their other end. */
  const page = async <T>(
    index: 'gsi1' | 'gsi2',
    paging: Paging,
    run: Parameters<typeof queryPage<T>>[2],
    idOf: (item: T) => string,
  ): Promise<Page<string>> => {
    const found = await queryPage(index, paging, run);
    return { items: found.items.map(idOf), cursor: found.cursor };
  };

  return {
    /**
     * followUser / followCollection / followTag: the edge and the counts in one transaction (writeFollow);
     * a followed writer's or publication's newest stories then
     * join the follower's Following feed (decision 211's backfill).
     */
    async follow(followerId: string, target: FollowTarget, createdAt: number): Promise<FollowOutcome> {
      const result = await writeFollow(followerId, target, createdAt);
      if (result.canceled) return cancellationOutcome(result.data, 'already-following');
      if (target.kind !== 'tag') {
        await backfillFollowingFeed(data, followerId, { kind: target.kind, id: target.id }, createdAt);
      }
      return 'followed';
    },

    /** unfollowUser / unfollowCollection / unfollowTag: the edge deleted and the counts down, in one transaction. */
    async unfollow(followerId: string, target: FollowTarget): Promise<UnfollowOutcome> {
      const result = await writeFollow(followerId, target, null);
      return result.canceled ? cancellationOutcome(result.data, 'not-following') : 'unfollowed';
    },

    /** A mute: PutItem `attribute_not_exists`; muting again keeps the first mute (and its time). */
    async mute(muterId: string, target: EdgeTarget, createdAt: number): Promise<void> {
      try {
        await mute
          .create({ muterId, targetKind: target.kind, targetId: target.id, createdAt })
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** An unmute: DeleteItem, whether or not the mute exists. */
    async unmute(muterId: string, target: EdgeTarget): Promise<void> {
      await mute.delete({ muterId, targetKind: target.kind, targetId: target.id }).go({ response: 'none' });
    },

    /**
     * The viewer's follows and mutes of a batch of targets of one kind and, for users, the viewer's
     * subscriptions to their newsletters (whose ids derive from the users' ids): ONE BatchGetItem for
     * all these keys (batchGetAcross). Consistent, because a mutation's answer asks for the edge it
     * just wrote.
     */
    async findViewerEdges(
      viewerId: string,
      kind: TargetKind,
      targetIds: readonly string[],
    ): Promise<ViewerEdges> {
      const ids = [...new Set(targetIds)];
      const newsletterOwners = new Map(
        kind === 'user' ? ids.map((userId) => [authorNewsletterId(userId), userId]) : [],
      );
      const stored = await batchGetAcross(
        data,
        [
          follow.get(ids.map((targetId) => ({ followerId: viewerId, targetKind: kind, targetId }))),
          mute.get(ids.map((targetId) => ({ muterId: viewerId, targetKind: kind, targetId }))),
          ...(newsletterOwners.size > 0
            ? [
                subscription.get(
                  [...newsletterOwners.keys()].map((newsletterId) => ({
                    subscriberId: viewerId,
                    newsletterId,
                  })),
                ),
              ]
            : []),
        ],
        { consistent: true, what: 'follow' },
      );
      const owned = { ignoreOwnership: false };
      const follows = follow.parse({ Items: stored }, owned).data;
      const mutes = mute.parse({ Items: stored }, owned).data;
      const subscriptions = subscription.parse({ Items: stored }, owned).data;
      return {
        followedAt: new Map(follows.map((item) => [item.targetId, item.createdAt])),
        muted: new Set(mutes.map((item) => item.targetId)),
        subscribed: new Set(subscriptions.flatMap((item) => newsletterOwners.get(item.newsletterId) ?? [])),
      };
    },

    /** Who follows a user or a publication, newest first: Query gsi1 on the target, as follower ids. */
    followerIdsOf(target: EdgeTarget, paging: Paging): Promise<Page<string>> {
      return page(
        'gsi1',
        paging,
        (options) => follow.query.byTarget({ targetKind: target.kind, targetId: target.id }).go(options),
        (item) => item.followerId,
      );
    },

    /** The users (or publications) someone follows, newest first: Query gsi2 on follower and kind. */
    followedIdsOf(followerId: string, kind: TargetKind, paging: Paging): Promise<Page<string>> {
      return page(
        'gsi2',
        paging,
        (options) => follow.query.byFollowerAndKind({ followerId, targetKind: kind }).go(options),
        (item) => item.targetId,
      );
    },

    /** The users (or publications) someone muted, newest first: Query gsi1 on muter and kind. */
    mutedIdsOf(muterId: string, kind: TargetKind, paging: Paging): Promise<Page<string>> {
      return page(
        'gsi1',
        paging,
        (options) => mute.query.byMuterAndKind({ muterId, targetKind: kind }).go(options),
        (item) => item.targetId,
      );
    },

    /** Tag.viewerEdge: which of these tags the viewer follows, one consistent BatchGetItem of the edges. */
    async findFollowedTags(viewerId: string, slugs: readonly string[]): Promise<Set<string>> {
      const keys = [...new Set(slugs)].map((targetId) => ({
        followerId: viewerId,
        targetKind: 'tag' as const,
        targetId,
      }));
      const { data: found } = await follow.get(keys).go({ consistent: true });
      return new Set(found.map((item) => item.targetId));
    },

    /**
     * Topics (decision 217): of these tags, those with stories (their tag item exists) and those the
     * viewer follows, in ONE consistent BatchGetItem (batchGetAcross) of the tag items and the edges.
     */
    async findTagsAndFollows(
      viewerId: string,
      slugs: readonly string[],
    ): Promise<{ existing: Set<string>; followed: Set<string> }> {
      const unique = [...new Set(slugs)];
      if (unique.length === 0) return { existing: new Set(), followed: new Set() };
      const stored = await batchGetAcross(
        data,
        [
          tag.get(unique.map((slug) => ({ slug }))),
          follow.get(
            unique.map((targetId) => ({ followerId: viewerId, targetKind: 'tag' as const, targetId })),
          ),
        ],
        { consistent: true, what: 'follow' },
      );
      const owned = { ignoreOwnership: false };
      return {
        existing: new Set(tag.parse({ Items: stored }, owned).data.map((item) => item.slug)),
        followed: new Set(follow.parse({ Items: stored }, owned).data.map((item) => item.targetId)),
      };
    },

    /** The tags a reader follows, newest first: Query gsi2 on follower and kind `tag`, as slugs. */
    followedTagSlugsOf(followerId: string, paging: Paging): Promise<Page<string>> {
      return page(
        'gsi2',
        paging,
        (options) => follow.query.byFollowerAndKind({ followerId, targetKind: 'tag' }).go(options),
        (item) => item.targetId,
      );
    },

    /** Tags by slug (the followed tags' page): one BatchGetItem. */
    findTagsBySlugs(slugs: readonly string[]) {
      return batchGetMap(slugs, 'slug', (keys) => tag.get(keys.map((slug) => ({ slug }))).go(), 'tag');
    },

    /** A tag by its slug (consistent right after a follow changed its count); null when none. */
    async findTag(slug: string, consistent: boolean) {
      const { data: found } = await tag.get({ slug }).go({ consistent });
      return found;
    },

    /** A publication by id (consistent right after a follow changed its count), and publications by id. */
    findCollectionById,
    findCollectionsByIds,
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
