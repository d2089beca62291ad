import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';

type Variables = Operations.DismissFlagMutationVariables;

/**
 * Spec 2 §7 DismissFlag: records that the reader dismissed a banner or prompt. The User it answers
 * updates the cached viewer's dismissableFlags, so whatever reads them hides at once.
 */
export const DismissFlag: TypedDocumentNode<Operations.DismissFlagMutation, Variables> = gql`
  mutation DismissFlag($userId: ID!, $flag: String!) {
    dismissFlag(userId: $userId, flag: $flag) {
      __typename
      ... on User {
        id
        dismissableFlags
      }
    }
  }
`;

/** True once recorded. Never rejects: a failure is logged, and the caller has hidden the banner anyway. */
export async function dismissFlag(client: ApolloClient, variables: Variables): Promise<boolean> {
  try {
    const { data, error } = await client.mutate({ mutation: DismissFlag, variables, errorPolicy: 'all' });
    if (error || data?.dismissFlag.__typename !== 'User') {
      console.error('DismissFlag failed.', error ?? data?.dismissFlag.__typename);
      return false;
    }
    return true;
  } catch (error) {
    console.error('DismissFlag failed.', error);
    return false;
  }
}

export function useDismissFlag() {
  const client = useApolloClient();
  return useCallback((variables: Variables) => dismissFlag(client, variables), [client]);
}
