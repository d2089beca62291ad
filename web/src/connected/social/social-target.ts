import type { FollowUserMutation } from '#graphql/generated/operations.ts';

/**
 * Who a follow or mute is about (spec 2 §4 "Follow and mute"): a writer or a publication. The name is
 * what the toasts say ('You've unfollowed {name}').
 */
export interface SocialTarget {
  kind: 'user' | 'collection';
  id: string;
  name: string;
}

/** Spec 2 §7: followUser / unfollowUser / muteUser / unmuteUser and the same of collections. */
export type SocialAction = 'follow' | 'unfollow' | 'mute' | 'unmute';

/** The members of SocialUserResult and SocialCollectionResult that say why nothing changed. */
export type SocialProblem = Exclude<FollowUserMutation['result']['__typename'], 'User'>;
