import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostSettings_settings } from './post-settings-fragment.ts';

type Variables = Operations.PostSettingsQueryVariables;

/** A story's settings and facts, its writer's only: anyone else gets NotFound (the 404 page). */
export const PostSettingsQuery: TypedDocumentNode<Operations.PostSettingsQuery, Variables> = gql`
  query PostSettingsQuery($postId: ID!) {
    postSettings(postId: $postId) {
      __typename
      ... on PostSettings {
        ...PostSettings_settings
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
  ${PostSettings_settings}
`;

export const postSettingsQuery = (postId: string): TypedQuery<Operations.PostSettingsQuery, Variables> => ({
  query: PostSettingsQuery,
  variables: { postId },
});

/**
 * Asked by the page's script (the page preloads only whether the viewer may see them: page.ts), in the
 * browser; the server renders the page's frame while they load.
 */
export const usePostSettingsQuery = (postId: string) =>
  useQuery(PostSettingsQuery, { variables: { postId }, ssr: false });
