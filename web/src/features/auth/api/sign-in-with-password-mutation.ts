import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { withSignInBinding } from './sign-in-binding.ts';

type Variables = Operations.SignInWithPasswordMutationVariables;

/** The schema's PasswordSignInResult, plus Failed for a transport or GraphQL error. */
export type SignInWithPasswordOutcome = Operations.SignInWithPasswordMutation['signInWithPassword'] | Failed;

/** E-mail and password for a single-use AccountToken, spent by the callback like a verified code. */
export const SignInWithPassword: TypedDocumentNode<Operations.SignInWithPasswordMutation, Variables> = gql`
  mutation SignInWithPassword($email: String!, $password: String!, $binding: String) {
    signInWithPassword(email: $email, password: $password, binding: $binding) {
      __typename
      ... on AccountToken {
        value
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
      ... on IpAuthLockout {
        message
        lockedOutUntil
      }
      ... on BadRequest {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;

/** With this browser's binding; never rejects: a failure of any kind is the outcome Failed. */
export async function signInWithPassword(
  client: ApolloClient,
  variables: Variables,
): Promise<SignInWithPasswordOutcome> {
  // The token is a credential, and the password must not linger: nothing of this goes to the cache.
  return mutateOutcome(
    client,
    { mutation: SignInWithPassword, variables: await withSignInBinding(variables), fetchPolicy: 'no-cache' },
    (data) => data.signInWithPassword,
  );
}

export function useSignInWithPassword() {
  const client = useApolloClient();
  return useCallback((variables: Variables) => signInWithPassword(client, variables), [client]);
}
