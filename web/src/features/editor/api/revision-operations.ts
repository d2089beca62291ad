import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { EditorDraft, EditorParagraph } from './post-draft-fragment.ts';

/** A page of the draft's kept revisions, newest first: what the list shows of each. */
export const PostRevisionsQuery: TypedDocumentNode<
  Operations.PostRevisionsQuery,
  Operations.PostRevisionsQueryVariables
> = gql`
  query PostRevisionsQuery($postId: ID!, $paging: PagingOptions) {
    postRevisions(postId: $postId, paging: $paging) {
      __typename
      ... on PostRevisionConnection {
        revisions {
          id
          version
          savedAt
          title
          excerpt
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
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
`;

/** One revision with its whole text, for its preview. */
export const PostRevisionQuery: TypedDocumentNode<
  Operations.PostRevisionQuery,
  Operations.PostRevisionQueryVariables
> = gql`
  query PostRevisionQuery($postId: ID!, $revisionId: ID!) {
    postRevision(postId: $postId, revisionId: $revisionId) {
      __typename
      ... on PostRevision {
        id
        version
        savedAt
        title
        subtitle
        bodyModel {
          paragraphs {
            ...EditorParagraph
          }
        }
      }
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
  ${EditorParagraph}
`;

export const RevertDraftMutation: TypedDocumentNode<
  Operations.RevertDraftMutation,
  Operations.RevertDraftMutationVariables
> = gql`
  mutation RevertDraftMutation($postId: ID!, $revisionId: ID!, $baseVersion: Int!) {
    revertDraft(postId: $postId, revisionId: $revisionId, baseVersion: $baseVersion) {
      __typename
      ...EditorDraft
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
    }
  }
  ${EditorDraft}
`;
