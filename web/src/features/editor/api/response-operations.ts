import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PublishResponseResult_refusal } from '#web/lib/responding/publish-response-refusal.ts';
import { EditorDraft } from './post-draft-fragment.ts';

/** What a response answers (decision 121): the story (linked by its id) and the quoted passage. */
export const ResponseTargetQuery: TypedDocumentNode<
  Operations.ResponseTargetQuery,
  Operations.ResponseTargetQueryVariables
> = gql`
  query ResponseTargetQuery($input: ResponseTargetInput!) {
    responseTarget(input: $input) {
      __typename
      ... on ResponseTarget {
        quotedText
        post {
          id
          title
        }
      }
      ... on ResponseClosed {
        message
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`;

/** A new response's draft, which its first save starts. */
export const StartResponseDraftMutation: TypedDocumentNode<
  Operations.StartResponseDraftMutation,
  Operations.StartResponseDraftMutationVariables
> = gql`
  mutation StartResponseDraftMutation($input: ResponseTargetInput!) {
    startResponseDraft(input: $input) {
      __typename
      ...EditorDraft
      ... on ResponseClosed {
        message
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
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
  ${EditorDraft}
`;

/** A response draft published under its story (what answers is a response, as publishResponse's). */
export const PublishResponseDraftMutation: TypedDocumentNode<
  Operations.PublishResponseDraftMutation,
  Operations.PublishResponseDraftMutationVariables
> = gql`
  mutation PublishResponseDraftMutation($postId: ID!) {
    publishResponseDraft(postId: $postId) {
      __typename
      ... on PostResponse {
        id
      }
      ...PublishResponseResult_refusal
    }
  }
  ${PublishResponseResult_refusal}
`;
