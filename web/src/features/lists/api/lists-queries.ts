import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { CatalogSummary_catalog } from './catalog-fragments.ts';

/** Lists on one page: Your lists and a profile's lists show the first 25. */
export const listsPageSize = 25;

/** Your lists (/me/lists): the viewer's Reading list and own lists. */
export const YourListsQuery: TypedDocumentNode<
  Operations.YourListsQuery,
  Operations.YourListsQueryVariables
> = gql`
  query YourListsQuery($limit: Int!) {
    viewer {
      id
      catalogsConnection(paging: { limit: $limit }) {
        catalogs {
          ...CatalogSummary_catalog
        }
      }
    }
  }
  ${CatalogSummary_catalog}
`;

/** Saved lists (/me/lists/saved): the lists the viewer follows. */
export const SavedListsQuery: TypedDocumentNode<
  Operations.SavedListsQuery,
  Operations.SavedListsQueryVariables
> = gql`
  query SavedListsQuery($limit: Int!) {
    followedCatalogs(paging: { limit: $limit }) {
      __typename
      ... on CatalogConnection {
        catalogs {
          ...CatalogSummary_catalog
        }
      }
      ... on Unauthorized {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${CatalogSummary_catalog}
`;

/** A profile's lists (/@{username}/lists): the public ones, and all of them for their owner. */
export const UserListsQuery: TypedDocumentNode<
  Operations.UserListsQuery,
  Operations.UserListsQueryVariables
> = gql`
  query UserListsQuery($username: String!, $limit: Int!) {
    userResult(username: $username) {
      __typename
      ... on User {
        id
        name
        username
        catalogsConnection(paging: { limit: $limit }) {
          catalogs {
            ...CatalogSummary_catalog
          }
        }
      }
    }
  }
  ${CatalogSummary_catalog}
`;

export const yourListsQuery = (): TypedQuery<
  Operations.YourListsQuery,
  Operations.YourListsQueryVariables
> => ({
  query: YourListsQuery,
  variables: { limit: listsPageSize },
});
export const savedListsQuery = (): TypedQuery<
  Operations.SavedListsQuery,
  Operations.SavedListsQueryVariables
> => ({
  query: SavedListsQuery,
  variables: { limit: listsPageSize },
});
export const userListsQuery = (
  username: string,
): TypedQuery<Operations.UserListsQuery, Operations.UserListsQueryVariables> => ({
  query: UserListsQuery,
  variables: { username, limit: listsPageSize },
});
