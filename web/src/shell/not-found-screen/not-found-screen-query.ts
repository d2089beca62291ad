import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';

type Variables = Operations.NotFoundScreenQueryVariables;

/** Spec 1 §7 and §9: the staff-picks feed, paging limit 4, items with their post. */
export const NotFoundScreenQuery: TypedDocumentNode<Operations.NotFoundScreenQuery, Variables> = gql`
  query NotFoundScreenQuery {
    staffPicksFeed(paging: { limit: 4 }) {
      items {
        post {
          ...PostCard_post
        }
      }
    }
  }
  ${PostCard_post}
`;

export const notFoundScreenQuery = (): TypedQuery<Operations.NotFoundScreenQuery, Variables> => ({
  query: NotFoundScreenQuery,
  variables: {},
});

export const useNotFoundScreenQuery = () => useQuery(NotFoundScreenQuery);
