import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { EditorDraft } from './post-draft-fragment.ts';

/** The writer's copy of a story, for the editor (network only: it is never read from a cache). */
export const PostDraftQuery: TypedDocumentNode<
  Operations.PostDraftQuery,
  Operations.PostDraftQueryVariables
> = gql`
  query PostDraftQuery($postId: ID!) {
    postDraft(postId: $postId) {
      __typename
      ...EditorDraft
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
  ${EditorDraft}
`;

/** A new story: the draft the first save of /new-story creates. */
export const StartDraftMutation: TypedDocumentNode<
  Operations.StartDraftMutation,
  Operations.StartDraftMutationVariables
> = gql`
  mutation StartDraftMutation {
    startDraft {
      __typename
      ...EditorDraft
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
  ${EditorDraft}
`;

export const SaveDraftMutation: TypedDocumentNode<
  Operations.SaveDraftMutation,
  Operations.SaveDraftMutationVariables
> = gql`
  mutation SaveDraftMutation($input: SaveDraftInput!) {
    saveDraft(input: $input) {
      __typename
      ... on DraftSaved {
        postId
        version
        savedAt
      }
      ... on Conflict {
        message
        draft {
          ...EditorDraft
        }
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
      ... on Forbidden {
        message
      }
    }
  }
  ${EditorDraft}
`;
