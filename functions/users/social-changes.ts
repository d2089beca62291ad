import {
  toGraphqlCollection,
  type GraphqlCollection,
} from '#shared/api/graphql-collection/graphql-collection.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { FollowerReindex } from './follower-reindex.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import { badRequest, notFound, ResultError, type ResultValue } from '#shared/api/results.ts';
import { changeLimits, refuseOverLimit } from './rate-limits.ts';
import type { UsersRepository } from './repository.ts';
import type {
  EdgeTarget,
  FollowOutcome,
  FollowTarget,
  SocialRepository,
  UnfollowOutcome,
} from './social-repository.ts';
import type { SignedInViewer } from './viewer-updates.ts';

/** The contract's texts (graphql/schema.graphql, spec 2 §8, spec 3 "A user cannot follow themselves"). */
export const socialMessages = {
  followSelf: 'You cannot follow yourself',
  alreadyFollowing: "You're already following",
  muteSelf: 'You cannot mute yourself',
  signIn: 'Sign in to follow or mute writers and publications.',
};

type Refusal = ResultValue<'BadRequest' | 'NotFound' | 'AlreadyExists' | 'RateLimited'>;
export type SocialUserResult = GraphqlUser | Refusal;
export type SocialCollectionResult = GraphqlCollection | Refusal;

/** A followed tag as followTag answers it: its counts read consistently after the follow. */
export interface GraphqlFollowedTag {
  __typename: 'Tag';
  id: string;
  displayTitle: string;
  postCount: number;
  followerCount: number;
}
export type SocialTagResult = GraphqlFollowedTag | Refusal;

type Action = 'follow' | 'unfollow' | 'mute' | 'unmute';

export interface SocialChangesDependencies {
  users: Pick<UsersRepository, 'findUserById'>;
  social: SocialRepository;
  rateLimits: RateLimitCounter;
  /** A new follower of a user is told to them (the notifications queue). */
  notify: Notifier;
  /** A follower count changed: the target's search document is read again, debounced. */
  reindexFollowed: FollowerReindex;
  now: () => number;
}

const noSuchUser = (id: string) => notFound(`No user with id ${id}.`);
const noSuchCollection = (id: string) => notFound(`No publication with id ${id}.`);
const noSuchTag = (slug: string) => notFound(`No tag ${slug}.`);

/**
 * Following and muting users and publications (spec 2 §4 "Follow and mute", §7). Every change is
 * counted against the viewer's limit, then answers the target as the viewer now sees it, or a typed
 * reason. Unfollowing, muting and unmuting are idempotent; following twice is AlreadyExists.
 */
export function createSocialChanges({
  users,
  social,
  rateLimits,
  notify,
  reindexFollowed,
  now,
}: SocialChangesDependencies) {
  /**
   * Follows or unfollows in one transaction with the counts (the repository sends it again while
   * DynamoDB cancels it for a concurrent write); still conflicting, the call fails and may be retried.
   */
  async function writeFollow(viewer: SignedInViewer, target: FollowTarget, action: 'follow' | 'unfollow') {
    const outcome: FollowOutcome | UnfollowOutcome =
      action === 'follow'
        ? await social.follow(viewer.id, target, now())
        : await social.unfollow(viewer.id, target);
    if (outcome === 'conflict')
      throw new ResultError('ServiceUnavailable', 'Too many changes at once; try again.');
    return outcome;
  }

  /**
   * A follow or an unfollow, counted against the viewer's limit; `present` reads the target as it now
   * is (consistently, after the follow changed its count) and answers null when it does not exist.
   */
  async function changeFollow<T>(
    viewer: SignedInViewer,
    target: FollowTarget,
    action: 'follow' | 'unfollow',
    present: (consistent: boolean) => Promise<T | null>,
    missing: () => ResultValue<'NotFound'>,
  ): Promise<T | Refusal> {
    const limited = await refuseOverLimit(rateLimits, changeLimits.social, viewer.id, now());
    if (limited) return limited;
    const outcome = await writeFollow(viewer, target, action);
    if (outcome === 'already-following') {
      return { __typename: 'AlreadyExists', message: socialMessages.alreadyFollowing };
    }
    if (outcome === 'target-missing') return missing();
    if (outcome === 'follower-missing') return noSuchUser(viewer.id);
    if (outcome === 'followed' || outcome === 'unfollowed') await reindexFollowed(target);
    if (outcome === 'followed' && target.kind === 'user') {
      await notify({
        type: 'notify',
        kind: 'NEW_FOLLOWER',
        ownerId: target.id,
        actorId: viewer.id,
        at: now(),
      });
    }
    return (await present(true)) ?? missing();
  }

  /** One change of an edge to a user or a publication, as changeFollow; muting is not counted twice. */
  async function change<T>(
    viewer: SignedInViewer,
    target: EdgeTarget,
    action: Action,
    present: (consistent: boolean) => Promise<T | null>,
    missing: () => ResultValue<'NotFound'>,
  ): Promise<T | Refusal> {
    if (target.kind === 'user' && target.id === viewer.id) {
      if (action === 'follow') return badRequest(socialMessages.followSelf);
      if (action === 'mute') return badRequest(socialMessages.muteSelf);
      // Nobody follows or mutes themselves: undoing it changes nothing.
      return (await present(false)) ?? missing();
    }
    if (action === 'follow' || action === 'unfollow') {
      return changeFollow(viewer, target, action, present, missing);
    }
    const limited = await refuseOverLimit(rateLimits, changeLimits.social, viewer.id, now());
    if (limited) return limited;
    const answer = await present(false);
    if (!answer) return missing();
    if (action === 'mute') await social.mute(viewer.id, target, now());
    else await social.unmute(viewer.id, target);
    return answer;
  }

  /** followTag / unfollowTag (decision 182): the tag answers with its exact follower count. */
  const ofTag =
    (action: 'follow' | 'unfollow') =>
    (viewer: SignedInViewer, tagSlug: string): Promise<SocialTagResult> =>
      changeFollow(
        viewer,
        { kind: 'tag', id: tagSlug },
        action,
        async (consistent) => {
          const tag = await social.findTag(tagSlug, consistent);
          return (
            tag && {
              __typename: 'Tag' as const,
              id: tag.slug,
              displayTitle: tag.displayTitle,
              postCount: tag.postCount ?? 0,
              followerCount: tag.followerCount ?? 0,
            }
          );
        },
        () => noSuchTag(tagSlug),
      );

  const ofUser =
    (action: Action) =>
    (viewer: SignedInViewer, userId: string): Promise<SocialUserResult> =>
      change(
        viewer,
        { kind: 'user', id: userId },
        action,
        async (consistent) => {
          const user = await users.findUserById(userId, consistent);
          return user ? toGraphqlUser(user, user.id === viewer.id) : null;
        },
        () => noSuchUser(userId),
      );

  const ofCollection =
    (action: Action) =>
    (viewer: SignedInViewer, collectionId: string): Promise<SocialCollectionResult> =>
      change(
        viewer,
        { kind: 'collection', id: collectionId },
        action,
        async (consistent) => {
          const collection = await social.findCollectionById(collectionId, consistent);
          return collection ? toGraphqlCollection(collection) : null;
        },
        () => noSuchCollection(collectionId),
      );

  return {
    followUser: ofUser('follow'),
    unfollowUser: ofUser('unfollow'),
    muteUser: ofUser('mute'),
    unmuteUser: ofUser('unmute'),
    followCollection: ofCollection('follow'),
    unfollowCollection: ofCollection('unfollow'),
    muteCollection: ofCollection('mute'),
    unmuteCollection: ofCollection('unmute'),
    followTag: ofTag('follow'),
    unfollowTag: ofTag('unfollow'),
  };
}

export type SocialChanges = ReturnType<typeof createSocialChanges>;
