import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';

/** Spec 2 §7 EmailAvailability: true when no account uses the address. */
export const EmailAvailability: TypedDocumentNode<
  Operations.EmailAvailabilityQuery,
  Operations.EmailAvailabilityQueryVariables
> = gql`
  query EmailAvailability($email: String!) {
    emailAvailability(email: $email)
  }
`;

/**
 * Asks whether an address is free; null when the answer could not be had. Asked on demand (Google
 * one-tap chooses sign-up or login by it, spec 2 §4), never preloaded, and never cached: the answer
 * changes as soon as someone signs up.
 */
export async function emailAvailability(client: ApolloClient, email: string): Promise<boolean | null> {
  try {
    const { data, error } = await client.query({
      query: EmailAvailability,
      variables: { email },
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    });
    if (error) console.error('EmailAvailability failed.', error);
    return data?.emailAvailability ?? null;
  } catch (error) {
    console.error('EmailAvailability failed.', error);
    return null;
  }
}

export function useEmailAvailability() {
  const client = useApolloClient();
  return useCallback((email: string) => emailAvailability(client, email), [client]);
}
