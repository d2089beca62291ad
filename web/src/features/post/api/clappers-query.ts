import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** A page of a story's clappers, newest first (the clappers dialog; /p/{postId}/upvotes). */
export const ClappersQuery: TypedDocumentNode<Operations.ClappersQuery, Operations.ClappersQueryVariables> =
  gql`
    query ClappersQuery($id: ID!, $paging: PagingOptions) {
      postResult(id: $id) {
        __typename
        ... on Post {
          id
          clappers(paging: $paging) {
            clappers {
              clapCount
              user {
                id
                name
                username
              }
            }
            pagingInfo {
              next {
                limit
                to
              }
            }
          }
        }
      }
    }
  `;
