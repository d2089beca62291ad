import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

type Variables = Operations.VerifyLoginCodeMutationVariables;

/** The schema's VerifyLoginCodeResult, plus Failed for a transport or GraphQL error (spec 2 §7). */
export type VerifyLoginCodeOutcome = Operations.VerifyLoginCodeMutation['verifyLoginCode'] | Failed;

/** Spec 2 §7 VerifyLoginCode: the 6-digit code for a single-use AccountToken. */
export const VerifyLoginCode: TypedDocumentNode<Operations.VerifyLoginCodeMutation, Variables> = gql`
  mutation VerifyLoginCode($loginCode: String!, $email: String!) {
    verifyLoginCode(loginCode: $loginCode, email: $email) {
      __typename
      ... on AccountToken {
        value
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
      ... on TooManyRequests {
        message
      }
    }
  }
`;

/** Checks the code; never rejects: a failure of any kind is the outcome Failed. */
export async function verifyLoginCode(
  client: ApolloClient,
  variables: Variables,
): Promise<VerifyLoginCodeOutcome> {
  // The token is a credential: it must not stay in the cache (nor in the page's injected state).
  return mutateOutcome(
    client,
    { mutation: VerifyLoginCode, variables, fetchPolicy: 'no-cache' },
    (data) => data.verifyLoginCode,
  );
}

export function useVerifyLoginCode() {
  const client = useApolloClient();
  return useCallback((variables: Variables) => verifyLoginCode(client, variables), [client]);
}
