import { gql, type TypedDocumentNode } from '@apollo/client';
import { maxPageSize } from '#contract/paging.ts';
import type * as Operations from '#graphql/generated/operations.ts';

/** How many waiting stories the editor sees (the newest): a few on the home, a page's worth on their page. */
export const submissionsShown = { home: 5, page: maxPageSize } as const;

/** The stories waiting for the publication's editors, newest first (editors only: others get Forbidden). */
export const PendingSubmissionsQuery: TypedDocumentNode<
  Operations.PendingSubmissionsQuery,
  Operations.PendingSubmissionsQueryVariables
> = gql`
  query PendingSubmissionsQuery($collectionId: ID!, $limit: Int) {
    pendingSubmissions(collectionId: $collectionId, paging: { limit: $limit }) {
      __typename
      ... on PostConnection {
        posts {
          id
          title
          uniqueSlug
          statusForCollection
          creator {
            id
            name
            username
          }
        }
      }
    }
  }
`;

/** What an editor's decision answers: the story as it now stands, or why nothing changed. */
const SubmissionDecision = gql`
  fragment SubmissionDecision on PostSubmissionResult {
    __typename
    ... on Post {
      id
      statusForCollection
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
    ... on BadRequest {
      message
    }
    ... on Unauthorized {
      message
    }
  }
`;

export const ApprovePostSubmissionMutation: TypedDocumentNode<
  Operations.ApprovePostSubmissionMutation,
  Operations.ApprovePostSubmissionMutationVariables
> = gql`
  mutation ApprovePostSubmissionMutation($postId: ID!) {
    approvePostSubmission(postId: $postId) {
      ...SubmissionDecision
    }
  }
  ${SubmissionDecision}
`;

export const DeclinePostSubmissionMutation: TypedDocumentNode<
  Operations.DeclinePostSubmissionMutation,
  Operations.DeclinePostSubmissionMutationVariables
> = gql`
  mutation DeclinePostSubmissionMutation($postId: ID!) {
    declinePostSubmission(postId: $postId) {
      ...SubmissionDecision
    }
  }
  ${SubmissionDecision}
`;
