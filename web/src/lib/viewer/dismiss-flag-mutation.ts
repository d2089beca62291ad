import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

export interface DismissFlagVariables {
  userId: string;
  flag: string;
}

interface DismissFlagData {
  dismissFlag: { __typename: 'User'; id: string; dismissableFlags: string[] | null } | { __typename: string };
}

/**
 * Spec 2 §7 DismissFlag: records that the reader dismissed a banner or prompt. The User it answers
 * updates the cached viewer's dismissableFlags, so whatever reads them hides at once.
 */
export const DismissFlag: TypedDocumentNode<DismissFlagData, DismissFlagVariables> = gql`
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
export async function dismissFlag(client: ApolloClient, variables: DismissFlagVariables): Promise<boolean> {
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
  return useCallback((variables: DismissFlagVariables) => dismissFlag(client, variables), [client]);
}
