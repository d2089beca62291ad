import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** The owner's change of the items, over the version the page shows (the page then reads the list again). */
export const EditCatalogItemsMutation: TypedDocumentNode<
  Operations.EditCatalogItemsMutation,
  Operations.EditCatalogItemsMutationVariables
> = gql`
  mutation EditCatalogItemsMutation($catalogId: ID!, $version: Int!, $operations: [CatalogItemOperation!]!) {
    editCatalogItems(catalogId: $catalogId, version: $version, operations: $operations) {
      __typename
      ... on EditCatalogItemsSuccess {
        version
      }
      ... on Conflict {
        message
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
`;

export const UpdateCatalogMutation: TypedDocumentNode<
  Operations.UpdateCatalogMutation,
  Operations.UpdateCatalogMutationVariables
> = gql`
  mutation UpdateCatalogMutation($input: UpdateCatalogInput!) {
    updateCatalog(input: $input) {
      __typename
      ... on Catalog {
        id
        name
        description
        visibility
        slugId
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
`;

export const DeleteCatalogMutation: TypedDocumentNode<
  Operations.DeleteCatalogMutation,
  Operations.DeleteCatalogMutationVariables
> = gql`
  mutation DeleteCatalogMutation($catalogId: ID!) {
    deleteCatalog(catalogId: $catalogId) {
      __typename
      ... on CatalogDeleted {
        catalogId
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
`;

/** What following or unfollowing a list answers: the list's new state, or why it was refused. */
const CatalogFollow_result = gql`
  fragment CatalogFollow_result on CatalogMutationResult {
    ... on Catalog {
      id
      viewerIsFollowing
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

export const FollowCatalogMutation: TypedDocumentNode<
  Operations.FollowCatalogMutation,
  Operations.FollowCatalogMutationVariables
> = gql`
  mutation FollowCatalogMutation($catalogId: ID!) {
    followCatalog(catalogId: $catalogId) {
      __typename
      ...CatalogFollow_result
    }
  }
  ${CatalogFollow_result}
`;

export const UnfollowCatalogMutation: TypedDocumentNode<
  Operations.UnfollowCatalogMutation,
  Operations.UnfollowCatalogMutationVariables
> = gql`
  mutation UnfollowCatalogMutation($catalogId: ID!) {
    unfollowCatalog(catalogId: $catalogId) {
      __typename
      ...CatalogFollow_result
    }
  }
  ${CatalogFollow_result}
`;
