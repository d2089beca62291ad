import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { withSignInBinding } from './sign-in-binding.ts';

type Variables = Operations.SendAcctAuthEmailMutationVariables;

/** The schema's SendAcctAuthEmailResult, plus Failed for a transport or GraphQL error (spec 2 §7). */
export type SendAcctAuthEmailOutcome = Operations.SendAcctAuthEmailMutation['sendAcctAuthEmail'] | Failed;

/** Spec 2 §7 SendAcctAuthEmail: a magic link or a 6-digit code by e-mail. */
export const SendAcctAuthEmail: TypedDocumentNode<Operations.SendAcctAuthEmailMutation, Variables> = gql`
  mutation SendAcctAuthEmail(
    $email: String!
    $redirect: String
    $fullName: String
    $captchaValue: String
    $operation: AuthOperation!
    $type: AuthEmailType!
    $binding: String
  ) {
    sendAcctAuthEmail(
      email: $email
      redirect: $redirect
      fullName: $fullName
      captchaValue: $captchaValue
      operation: $operation
      type: $type
      binding: $binding
    ) {
      __typename
      ... on SusiMethod {
        value
      }
      ... on FailedChallenge {
        message
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
    }
  }
`;

/** Sends the request with this browser's binding; never rejects: a failure of any kind is the outcome Failed. */
export async function sendAcctAuthEmail(
  client: ApolloClient,
  variables: Variables,
): Promise<SendAcctAuthEmailOutcome> {
  // Nothing here belongs in the cache: the answer is about this one request.
  return mutateOutcome(
    client,
    { mutation: SendAcctAuthEmail, variables: await withSignInBinding(variables), fetchPolicy: 'no-cache' },
    (data) => data.sendAcctAuthEmail,
  );
}

export function useSendAcctAuthEmail() {
  const client = useApolloClient();
  return useCallback((variables: Variables) => sendAcctAuthEmail(client, variables), [client]);
}
