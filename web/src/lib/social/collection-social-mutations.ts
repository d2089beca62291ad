import { gql, type TypedDocumentNode } from '@apollo/client';
import { SocialCollection_collection, type SocialCollection } from './social-fragments.ts';
import type { SocialAction, SocialProblem } from './social-target.ts';

/** The schema's SocialCollectionResult: the publication as the viewer now sees it, or why nothing changed. */
export type SocialCollectionResult =
  (SocialCollection & { __typename: 'Collection' }) | { __typename: SocialProblem };

/** Each document names its field `result`, so the four share one shape and one handling. */
export type SocialCollectionMutation = TypedDocumentNode<
  { result: SocialCollectionResult },
  { targetCollectionId: string }
>;

export const FollowCollection: SocialCollectionMutation = gql`
  mutation FollowCollection($targetCollectionId: ID!) {
    result: followCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const UnfollowCollection: SocialCollectionMutation = gql`
  mutation UnfollowCollection($targetCollectionId: ID!) {
    result: unfollowCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const MuteCollection: SocialCollectionMutation = gql`
  mutation MuteCollection($targetCollectionId: ID!) {
    result: muteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ...SocialCollection_collection
    }
  }
  ${SocialCollection_collection}
`;

export const UnmuteCollection: SocialCollectionMutation = gql`
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
