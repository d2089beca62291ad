import { gql, type TypedDocumentNode } from '@apollo/client';
import { SocialUser_user, type SocialUser } from './social-fragments.ts';
import type { SocialAction, SocialProblem } from './social-target.ts';

/** The schema's SocialUserResult: the writer as the viewer now sees them, or why nothing changed. */
export type SocialUserResult = (SocialUser & { __typename: 'User' }) | { __typename: SocialProblem };

/** Each document names its field `result`, so the four share one shape and one handling. */
export type SocialUserMutation = TypedDocumentNode<{ result: SocialUserResult }, { targetUserId: string }>;

export const FollowUser: SocialUserMutation = gql`
  mutation FollowUser($targetUserId: ID!) {
    result: followUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const UnfollowUser: SocialUserMutation = gql`
  mutation UnfollowUser($targetUserId: ID!) {
    result: unfollowUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const MuteUser: SocialUserMutation = gql`
  mutation MuteUser($targetUserId: ID!) {
    result: muteUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const UnmuteUser: SocialUserMutation = gql`
  mutation UnmuteUser($targetUserId: ID!) {
    result: unmuteUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const userMutations: Record<SocialAction, SocialUserMutation> = {
  follow: FollowUser,
  unfollow: UnfollowUser,
  mute: MuteUser,
  unmute: UnmuteUser,
};
