import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { SocialCollection_collection } from './social-fragments.ts';
import type { SocialAction } from './social-target.ts';

/**
 * Each document names its field `result`, so the four share one shape (the schema's SocialCollectionResult:
 * the publication as the viewer now sees it, or why nothing changed) and one handling.
 */
export type SocialCollectionMutation = TypedDocumentNode<
  Operations.FollowCollectionMutation,
  Operations.FollowCollectionMutationVariables
>;

export const FollowCollection: TypedDocumentNode<
  Operations.FollowCollectionMutation,
  Operations.FollowCollectionMutationVariables
> = gql`
  mutation FollowCollection($targetCollectionId: ID!) {
    result: followCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const UnfollowCollection: TypedDocumentNode<
  Operations.UnfollowCollectionMutation,
  Operations.UnfollowCollectionMutationVariables
> = gql`
  mutation UnfollowCollection($targetCollectionId: ID!) {
    result: unfollowCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const MuteCollection: TypedDocumentNode<
  Operations.MuteCollectionMutation,
  Operations.MuteCollectionMutationVariables
> = gql`
  mutation MuteCollection($targetCollectionId: ID!) {
    result: muteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const UnmuteCollection: TypedDocumentNode<
  Operations.UnmuteCollectionMutation,
  Operations.UnmuteCollectionMutationVariables
> = gql`
  mutation UnmuteCollection($targetCollectionId: ID!) {
    result: unmuteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const collectionMutations: Record<SocialAction, SocialCollectionMutation> = {
  follow: FollowCollection,
  unfollow: UnfollowCollection,
  mute: MuteCollection,
  unmute: UnmuteCollection,
};
