import { gql, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ViewerUpdateResult_ProblemFragment } from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { settingsTexts } from '../texts.ts';

/** The problems of a ViewerUpdateResult, asked once for every settings mutation. */
export const ViewerUpdateResult_problem = gql`
  fragment ViewerUpdateResult_problem on ViewerUpdateResult {
    ... on BadRequest {
      message
    }
    ... on AlreadyExists {
      message
    }
    ... on NotFound {
      message
    }
    ... on Forbidden {
      message
    }
    ... on Unauthorized {
      message
    }
    ... on RateLimited {
      message
    }
  }
`;

/**
 * What a save reads of a ViewerUpdateResult as the settings documents ask for it: `__typename`, and a
 * problem's message (ViewerUpdateResult_problem); the User itself goes to the cache.
 */
type ViewerUpdateAnswer = { __typename: string } & Partial<ViewerUpdateResult_ProblemFragment>;

/** What a save comes to: done (the cache holds the returned User), or a message for beside the field. */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

const failed = (): SaveOutcome => ({ ok: false, message: settingsTexts.tryAgain });

/** A result union's problem, as a message; its own message when the server gave one. */
export const problemOutcome = (answer: { message?: string | null } | null | undefined): SaveOutcome => ({
  ok: false,
  message: answer?.message?.trim() || settingsTexts.tryAgain,
});

/**
 * Runs one settings mutation whose field answers a ViewerUpdateResult. The answer's User is written to
 * the cache by Apollo (normalised by id), so every tab showing that field updates. Never rejects: a
 * transport or GraphQL error is a failed outcome with the spec's 'Please try again.'.
 */
export async function runViewerUpdate<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => ViewerUpdateAnswer | null | undefined,
): Promise<SaveOutcome> {
  const answer = await mutateOutcome(client, { mutation, variables }, pick);
  if (answer.__typename === 'Failed') return failed();
  return answer.__typename === 'User' ? { ok: true } : problemOutcome(answer as ViewerUpdateAnswer);
}

/** runViewerUpdate bound to the app's client and one mutation. */
export function useViewerUpdate<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => ViewerUpdateAnswer | null | undefined,
) {
  const client = useApolloClient();
  return useCallback(
    (variables: TVariables) => runViewerUpdate(client, mutation, variables, pick),
    [client, mutation, pick],
  );
}
