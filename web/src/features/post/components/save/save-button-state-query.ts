import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Which of the viewer's lists hold the story: asked in the browser once the page has hydrated, for a
 * signed-in reader only, so the story page's server render reads nothing more (decision 112).
 */
export const SaveButtonStateQuery: TypedDocumentNode<
  Operations.SaveButtonStateQuery,
  Operations.SaveButtonStateQueryVariables
> = gql`
  query SaveButtonStateQuery($postId: ID!) {
    postResult(id: $postId) {
      __typename
      ... on Post {
        id
        viewerCatalogIds
      }
    }
  }
`;
