import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** What pinning answers: the story's new pinnedAt (the cache updates its row), or why not. */
const PinPostResult_result = gql`
  fragment PinPostResult_result on PinPostResult {
    __typename
    ... on Post {
      id
      pinnedAt
    }
    ... on BadRequest {
      message
    }
    ... on NotFound {
      message
    }
    ... on Forbidden {
      message
    }
    ... on RateLimited {
      message
    }
    ... on Unauthorized {
      message
    }
    ... on MaxPinnedStoriesReached {
      message
      maxPinnedStories
    }
  }
`;

/** Spec 3 §7 "post publish and pin": the story to the top of the writer's profile (at most 3). */
export const PinPost: TypedDocumentNode<Operations.PinPostMutation, Operations.PinPostMutationVariables> =
  gql`
    mutation PinPost($postId: ID!) {
      result: pinPost(postId: $postId) {
        ...PinPostResult_result
      }
    }
    ${PinPostResult_result}
  `;

export const UnpinPost: TypedDocumentNode<
  Operations.UnpinPostMutation,
  Operations.UnpinPostMutationVariables
> = gql`
  mutation UnpinPost($postId: ID!) {
    result: unpinPost(postId: $postId) {
      ...PinPostResult_result
    }
  }
  ${PinPostResult_result}
`;
