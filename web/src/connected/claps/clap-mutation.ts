import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Why a clap was not counted: the limit reached (with the counts to show) or a refusal in its words.
 * Spread in the story's and the list's clap alike (their unions share these members).
 */
const ClapResult_refusal = gql`
  fragment ClapResult_refusal on ClapResult {
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
`;

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
      ...ClapResult_refusal
    }
  }
  ${ClapResult_refusal}
`;

/** A list's claps (decision 119): the same rules and answer, the Catalog in the cache by its id. */
export const ClapCatalogMutation: TypedDocumentNode<
  Operations.ClapCatalogMutation,
  Operations.ClapCatalogMutationVariables
> = gql`
  mutation ClapCatalogMutation($targetCatalogId: ID!, $userId: ID, $numClaps: Int!) {
    clapCatalog(targetCatalogId: $targetCatalogId, userId: $userId, numClaps: $numClaps) {
      __typename
      ... on Catalog {
        id
        clapCount
        viewerClapCount
      }
      ...ClapResult_refusal
    }
  }
  ${ClapResult_refusal}
`;
