import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** The picker's view of a list: enough to show it and to change its items over its version. */
const ListPicker_catalog = gql`
  fragment ListPicker_catalog on Catalog {
    id
    name
    version
    visibility
    predefined
    itemsCount
  }
`;

/** Spec 3 §7 post catalog membership: the viewer's lists, and the story's item in each. */
export const PostCatalogMembershipQuery: TypedDocumentNode<
  Operations.PostCatalogMembershipQuery,
  Operations.PostCatalogMembershipQueryVariables
> = gql`
  query PostCatalogMembershipQuery($postId: ID!) {
    postCatalogMembership(postId: $postId, isPostKind: true) {
      __typename
      ... on PostCatalogMembership {
        postId
        catalogs {
          catalogItemId
          catalog {
            ...ListPicker_catalog
          }
        }
      }
      ... on Unauthorized {
        message
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${ListPicker_catalog}
`;

export const PickerEditItemsMutation: TypedDocumentNode<
  Operations.PickerEditItemsMutation,
  Operations.PickerEditItemsMutationVariables
> = gql`
  mutation PickerEditItemsMutation($catalogId: ID!, $version: Int!, $operations: [CatalogItemOperation!]!) {
    editCatalogItems(catalogId: $catalogId, version: $version, operations: $operations) {
      __typename
      ... on EditCatalogItemsSuccess {
        version
        operations {
          catalogItemId
        }
        catalog {
          ...ListPicker_catalog
        }
      }
      ... on Conflict {
        message
        currentCatalog {
          ...ListPicker_catalog
        }
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
  ${ListPicker_catalog}
`;

export const CreateCatalogMutation: TypedDocumentNode<
  Operations.CreateCatalogMutation,
  Operations.CreateCatalogMutationVariables
> = gql`
  mutation CreateCatalogMutation($input: CreateCatalogInput!) {
    createCatalog(input: $input) {
      __typename
      ... on Catalog {
        ...ListPicker_catalog
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
  ${ListPicker_catalog}
`;
