import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../routes/page-registry.ts';
import { PostCard_post, type PostCardPost } from '../../ui/post-card/post-card-fragment.ts';

export interface NotFoundScreenQueryData {
  staffPicksFeed: { items: { post: PostCardPost }[] };
}

/** Spec 1 §7 and §9: the staff-picks feed, paging limit 4, items with their post. */
export const NotFoundScreenQuery: TypedDocumentNode<NotFoundScreenQueryData, Record<string, never>> = gql`
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

export const notFoundScreenQuery = (): TypedQuery<NotFoundScreenQueryData, Record<string, never>> => ({
  query: NotFoundScreenQuery,
  variables: {},
});

export const useNotFoundScreenQuery = () => useQuery(NotFoundScreenQuery);
