import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { mutateOutcome } from '../../../lib/apollo/mutate-outcome.ts';

export interface VerifyLoginCodeVariables {
  loginCode: string;
  email: string;
}

/** The schema's VerifyLoginCodeResult, plus Failed for a transport or GraphQL error (spec 2 §7). */
export type VerifyLoginCodeOutcome =
  | { __typename: 'AccountToken'; value: string }
  | { __typename: 'BadRequest' | 'NotFound' | 'RateLimited' | 'TooManyRequests'; message: string }
  | { __typename: 'Failed' };

interface VerifyLoginCodeData {
  verifyLoginCode: Exclude<VerifyLoginCodeOutcome, { __typename: 'Failed' }>;
}

/** Spec 2 §7 VerifyLoginCode: the 6-digit code for a single-use AccountToken. */
export const VerifyLoginCode: TypedDocumentNode<VerifyLoginCodeData, VerifyLoginCodeVariables> = gql`
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
  variables: VerifyLoginCodeVariables,
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
  return useCallback((variables: VerifyLoginCodeVariables) => verifyLoginCode(client, variables), [client]);
}
