import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { mutateOutcome } from '../../../lib/apollo/mutate-outcome.ts';
import { withSignInBinding } from './sign-in-binding.ts';

export interface SignInWithPasswordVariables {
  email: string;
  password: string;
  /** This browser's (sign-in-binding.ts), added by signInWithPassword. */
  binding?: string;
}

/** The schema's PasswordSignInResult, plus Failed for a transport or GraphQL error. */
export type SignInWithPasswordOutcome =
  | { __typename: 'AccountToken'; value: string }
  | { __typename: 'InvalidPassword'; message: string; failCount: number }
  | { __typename: 'PasswordSoftLockout' | 'IpAuthLockout'; message: string; lockedOutUntil: number }
  | { __typename: 'PasswordPermanentLockout' | 'BadRequest' | 'RateLimited'; message: string }
  | { __typename: 'Failed' };

interface SignInWithPasswordData {
  signInWithPassword: Exclude<SignInWithPasswordOutcome, { __typename: 'Failed' }>;
}

/** E-mail and password for a single-use AccountToken, spent by the callback like a verified code. */
export const SignInWithPassword: TypedDocumentNode<SignInWithPasswordData, SignInWithPasswordVariables> = gql`
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
  variables: SignInWithPasswordVariables,
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
  return useCallback(
    (variables: SignInWithPasswordVariables) => signInWithPassword(client, variables),
    [client],
  );
}
