import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

export const UncancelMembershipMutation: TypedDocumentNode<
  Operations.UncancelMembershipMutation,
  Operations.UncancelMembershipMutationVariables
> = gql`
  mutation UncancelMembershipMutation($membershipId: ID!) {
    uncancelMembership(membershipId: $membershipId) {
      __typename
      ... on MutationSuccess {
        membershipId
      }
    }
  }
`;

/** Spec 2 §7 uncancelMembership: true only for MutationSuccess (anything else, a failure, is false). */
export function useUncancelMembership() {
  const client = useApolloClient();
  return async (membershipId: string): Promise<boolean> => {
    try {
      const { data } = await client.mutate({
        mutation: UncancelMembershipMutation,
        variables: { membershipId },
      });
      return data?.uncancelMembership.__typename === 'MutationSuccess';
    } catch {
      return false;
    }
  };
}
