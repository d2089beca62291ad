import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Spec 3 §7 clap: targetPostId, userId, numClaps. The answered Post (its exact clapCount and the
 * viewer's viewerClapCount) lands in the cache by its id, so every view of the story agrees.
 */
export const ClapMutation: TypedDocumentNode<Operations.ClapMutation, Operations.ClapMutationVariables> = gql`
  mutation ClapMutation($targetPostId: ID!, $userId: ID, $numClaps: Int!) {
    clap(targetPostId: $targetPostId, userId: $userId, numClaps: $numClaps) {
      __typename
      ... on Post {
        id
        clapCount
        viewerClapCount
      }
      ... on ClapLimitReached {
        message
        viewerClapCount
        clapCount
        clapsLeft
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
    }
  }
`;
