import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

type Variables = Operations.SetPasswordMutationVariables;

/** The schema's SetPasswordResult, plus Failed for a transport or GraphQL error. */
export type SetPasswordOutcome = Operations.SetPasswordMutation['setPassword'] | Failed;

/**
 * Sets the first password or changes it. The answer's User updates the cache: hasPassword, and the
 * sessions, since a change signs the viewer's other browsers out.
 */
export const SetPassword: TypedDocumentNode<Operations.SetPasswordMutation, Variables> = gql`
  mutation SetPassword($currentPassword: String, $newPassword: String!) {
    setPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on User {
        id
        hasPassword
        sessions {
          id
          method
          userAgent
          createdAt
          lastSeenAt
          isCurrent
        }
      }
      ... on InvalidPassword {
        message
        failCount
      }
      ... on PasswordSoftLockout {
        message
        lockedOutUntil
      }
      ... on PasswordPermanentLockout {
        message
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;

/** Never rejects: a failure of any kind is the outcome Failed. */
export function useSetPassword() {
  const client = useApolloClient();
  return useCallback(
    (variables: Variables): Promise<SetPasswordOutcome> =>
      mutateOutcome(client, { mutation: SetPassword, variables }, (data) => data.setPassword),
    [client],
  );
}
