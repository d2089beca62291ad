import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { withSignInBinding } from '../api/sign-in-binding.ts';

type Variables = Operations.GoogleOneTapMutationVariables;

/** The schema's GoogleOneTapResult, plus Failed for a transport or GraphQL error. */
export type GoogleOneTapOutcome = Operations.GoogleOneTapMutation['googleOneTap'] | Failed;

/** Spec 2 §4 Google one-tap: the server reads the credential and says where it leads. */
export const GoogleOneTap: TypedDocumentNode<Operations.GoogleOneTapMutation, Variables> = gql`
  mutation GoogleOneTap($credential: String!, $operation: AuthOperation!, $binding: String) {
    googleOneTap(credential: $credential, operation: $operation, binding: $binding) {
      __typename
      ... on AccountToken {
        value
      }
      ... on EmailAvailable {
        email
        name
      }
      ... on SocialLoginSuggestion {
        userId
        redactedEmailAddress
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;

/** Asks the server, with this browser's binding; never rejects: a failure of any kind is the outcome Failed. */
export async function askGoogleOneTap(
  client: ApolloClient,
  variables: Variables,
): Promise<GoogleOneTapOutcome> {
  // Credentials and tokens must not stay in the cache (nor reach a page's injected state).
  return mutateOutcome(
    client,
    { mutation: GoogleOneTap, variables: await withSignInBinding(variables), fetchPolicy: 'no-cache' },
    (data) => data.googleOneTap,
  );
}
