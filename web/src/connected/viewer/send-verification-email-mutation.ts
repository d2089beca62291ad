import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

/** The schema's SendVerificationEmailResult, plus Failed for a transport or GraphQL error. */
export type SendVerificationEmailOutcome =
  Operations.SendVerificationEmailMutation['sendVerificationEmail'] | Failed;

/** Spec 2 §7 sendVerificationEmail: a link that verifies the reader's address (the VERIFY_EMAIL toast). */
export const SendVerificationEmail: TypedDocumentNode<
  Operations.SendVerificationEmailMutation,
  Operations.SendVerificationEmailMutationVariables
> = gql`
  mutation SendVerificationEmail {
    sendVerificationEmail {
      __typename
      ... on User {
        id
        unverifiedEmail
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
export function sendVerificationEmail(client: ApolloClient): Promise<SendVerificationEmailOutcome> {
  return mutateOutcome(client, { mutation: SendVerificationEmail }, (data) => data.sendVerificationEmail);
}

export function useSendVerificationEmail() {
  const client = useApolloClient();
  return useCallback(() => sendVerificationEmail(client), [client]);
}
