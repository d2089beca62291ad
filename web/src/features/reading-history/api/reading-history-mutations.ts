import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** The answer of every change of the reading history: its state, or a refusal. */
const ReadingHistoryEditResult_result = gql`
  fragment ReadingHistoryEditResult_result on ReadingHistoryEditResult {
    __typename
    ... on ReadingHistoryState {
      isPaused
    }
    ... on BadRequest {
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

export const RemoveFromReadingHistory: TypedDocumentNode<
  Operations.RemoveFromReadingHistoryMutation,
  Operations.RemoveFromReadingHistoryMutationVariables
> = gql`
  mutation RemoveFromReadingHistory($postId: ID!) {
    result: removeFromReadingHistory(postId: $postId) {
      ...ReadingHistoryEditResult_result
    }
  }
  ${ReadingHistoryEditResult_result}
`;

export const ClearReadingHistory: TypedDocumentNode<
  Operations.ClearReadingHistoryMutation,
  Operations.ClearReadingHistoryMutationVariables
> = gql`
  mutation ClearReadingHistory {
    result: clearReadingHistory {
      ...ReadingHistoryEditResult_result
    }
  }
  ${ReadingHistoryEditResult_result}
`;

export const SetReadingHistoryPaused: TypedDocumentNode<
  Operations.SetReadingHistoryPausedMutation,
  Operations.SetReadingHistoryPausedMutationVariables
> = gql`
  mutation SetReadingHistoryPaused($paused: Boolean!) {
    result: setReadingHistoryPaused(paused: $paused) {
      ...ReadingHistoryEditResult_result
    }
  }
  ${ReadingHistoryEditResult_result}
`;
