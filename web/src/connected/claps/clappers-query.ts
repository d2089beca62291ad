import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** One clapper as the dialog shows them. */
const ClappersDialog_page = gql`
  fragment ClappersDialog_page on ClapperConnection {
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
`;

/** A page of a story's clappers, newest first (the clappers dialog; /p/{postId}/upvotes). */
export const ClappersQuery: TypedDocumentNode<Operations.ClappersQuery, Operations.ClappersQueryVariables> =
  gql`
    query ClappersQuery($id: ID!, $paging: PagingOptions) {
      postResult(id: $id) {
        __typename
        ... on Post {
          id
          clappers(paging: $paging) {
            ...ClappersDialog_page
          }
        }
      }
    }
    ${ClappersDialog_page}
  `;

/** A page of a list's clappers, newest first (spec 3 §3 Catalog clappers). */
export const CatalogClappersQuery: TypedDocumentNode<
  Operations.CatalogClappersQuery,
  Operations.CatalogClappersQueryVariables
> = gql`
  query CatalogClappersQuery($id: ID!, $paging: PagingOptions) {
    catalog(catalogSlugId: $id) {
      __typename
      ... on Catalog {
        id
        clappers(paging: $paging) {
          ...ClappersDialog_page
        }
      }
    }
  }
  ${ClappersDialog_page}
`;
