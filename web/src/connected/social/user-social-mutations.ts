import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { SocialUser_user } from './social-fragments.ts';
import type { SocialAction } from './social-target.ts';

/**
 * Each document names its field `result`, so the four share one shape (the schema's SocialUserResult:
 * the writer as the viewer now sees them, or why nothing changed) and one handling.
 */
export type SocialUserMutation = TypedDocumentNode<
  Operations.FollowUserMutation,
  Operations.FollowUserMutationVariables
>;

export const FollowUser: TypedDocumentNode<
  Operations.FollowUserMutation,
  Operations.FollowUserMutationVariables
> = gql`
  mutation FollowUser($targetUserId: ID!) {
    result: followUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const UnfollowUser: TypedDocumentNode<
  Operations.UnfollowUserMutation,
  Operations.UnfollowUserMutationVariables
> = gql`
  mutation UnfollowUser($targetUserId: ID!) {
    result: unfollowUser(targetUserId: $targetUserId) {
      __typename
      ...SocialUser_user
    }
  }
  ${SocialUser_user}
`;

export const MuteUser: TypedDocumentNode<Operations.MuteUserMutation, Operations.MuteUserMutationVariables> =
  gql`
    mutation MuteUser($targetUserId: ID!) {
      result: muteUser(targetUserId: $targetUserId) {
        __typename
        ...SocialUser_user
      }
    }
    ${SocialUser_user}
  `;

export const UnmuteUser: TypedDocumentNode<
  Operations.UnmuteUserMutation,
  Operations.UnmuteUserMutationVariables
> = gql`
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
