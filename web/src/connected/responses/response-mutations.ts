import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PublishResponseResult_refusal } from '#web/lib/responding/publish-response-refusal.ts';
import { ResponseItem_response } from './threaded-responses-query.ts';

/** The responses' mutations (loaded with the actions, on the first one: response-actions.ts). */

/** Why hiding or showing a response was refused. */
const ModeratePostResponseResult_refusal = gql`
  fragment ModeratePostResponseResult_refusal on ModeratePostResponseResult {
    ... on BadRequest {
      message
    }
    ... on NotFound {
      message
    }
    ... on Forbidden {
      message
    }
    ... on Conflict {
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

export const PublishResponse: TypedDocumentNode<
  Operations.PublishResponseMutation,
  Operations.PublishResponseMutationVariables
> = gql`
  mutation PublishResponse($input: PublishResponseInput!) {
    result: publishResponse(input: $input) {
      __typename
      ...ResponseItem_response
      ...PublishResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${PublishResponseResult_refusal}
`;

export const EditResponse: TypedDocumentNode<
  Operations.EditResponseMutation,
  Operations.EditResponseMutationVariables
> = gql`
  mutation EditResponse($input: EditResponseInput!) {
    result: editResponse(input: $input) {
      __typename
      ...ResponseItem_response
      ...PublishResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${PublishResponseResult_refusal}
`;

export const DeleteResponse: TypedDocumentNode<
  Operations.DeleteResponseMutation,
  Operations.DeleteResponseMutationVariables
> = gql`
  mutation DeleteResponse($responseId: ID!) {
    result: deleteResponse(responseId: $responseId) {
      __typename
      ... on ResponseDeleted {
        responseId
        parentPostId
        kept
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

export const HidePostResponse: TypedDocumentNode<
  Operations.HidePostResponseMutation,
  Operations.HidePostResponseMutationVariables
> = gql`
  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    result: hidePostResponse(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ...ResponseItem_response
      ...ModeratePostResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${ModeratePostResponseResult_refusal}
`;

/** Spec 3 §7 names this operation. */
export const UnhidePostResponseOnParentPost: TypedDocumentNode<
  Operations.UnhidePostResponseOnParentPostMutation,
  Operations.UnhidePostResponseOnParentPostMutationVariables
> = gql`
  mutation UnhidePostResponseOnParentPost($parentPostId: ID!, $postResponseId: ID!) {
    result: unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ...ResponseItem_response
      ...ModeratePostResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${ModeratePostResponseResult_refusal}
`;

/** A response to a list (decision 119); replies to it are PublishResponse. */
export const PublishCatalogResponse: TypedDocumentNode<
  Operations.PublishCatalogResponseMutation,
  Operations.PublishCatalogResponseMutationVariables
> = gql`
  mutation PublishCatalogResponse($input: PublishCatalogResponseInput!) {
    result: publishCatalogResponse(input: $input) {
      __typename
      ...ResponseItem_response
      ...PublishResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${PublishResponseResult_refusal}
`;

/** The list's owner hides a response to it (HIDE_CATALOG_RESPONSE). */
export const HideCatalogResponse: TypedDocumentNode<
  Operations.HideCatalogResponseMutation,
  Operations.HideCatalogResponseMutationVariables
> = gql`
  mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {
    result: hideCatalogResponse(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
      __typename
      ...ResponseItem_response
      ...ModeratePostResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${ModeratePostResponseResult_refusal}
`;

/** Spec 3 §7 names this operation: the toast's Undo of HideCatalogResponse. */
export const ShowCatalogResponseOnParent: TypedDocumentNode<
  Operations.ShowCatalogResponseOnParentMutation,
  Operations.ShowCatalogResponseOnParentMutationVariables
> = gql`
  mutation ShowCatalogResponseOnParent($parentCatalogId: ID!, $catalogResponseId: ID!) {
    result: showCatalogResponseOnParent(
      parentCatalogId: $parentCatalogId
      catalogResponseId: $catalogResponseId
    ) {
      __typename
      ...ResponseItem_response
      ...ModeratePostResponseResult_refusal
    }
  }
  ${ResponseItem_response}
  ${ModeratePostResponseResult_refusal}
`;
