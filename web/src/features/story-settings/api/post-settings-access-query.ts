import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Variables = Operations.PostSettingsAccessQueryVariables;

/**
 * Whether the viewer may open a story's settings, preloaded with the page so anyone but the writer
 * gets the 404 page from the server. Only the answer's type: the page registry (and so every page's
 * app) carries this document, while the settings themselves (PostSettingsQuery) come with the page's
 * own chunk.
 */
export const PostSettingsAccessQuery: TypedDocumentNode<Operations.PostSettingsAccessQuery, Variables> = gql`
  query PostSettingsAccessQuery($postId: ID!) {
    postSettings(postId: $postId) {
      __typename
    }
  }
`;

export const postSettingsAccessQuery = (
  postId: string,
): TypedQuery<Operations.PostSettingsAccessQuery, Variables> => ({
  query: PostSettingsAccessQuery,
  variables: { postId },
});
