import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { withSignInBinding } from './sign-in-binding.ts';

type Variables = Operations.SendNewsletterSubscriptionAcctAuthEmailMutationVariables;
type Mutation = Operations.SendNewsletterSubscriptionAcctAuthEmailMutation;

export type SendNewsletterSubscriptionOutcome = Mutation['sendNewsletterSubscriptionAcctAuthEmail'] | Failed;

/** Spec 2 §7 sendNewsletterSubscriptionAcctAuthEmail: a visitor subscribes by e-mail (decision 159). */
export const SendNewsletterSubscriptionAcctAuthEmail: TypedDocumentNode<Mutation, Variables> = gql`
  mutation SendNewsletterSubscriptionAcctAuthEmail(
    $newsletterV3Id: ID!
    $userId: ID
    $email: String!
    $redirect: String
    $captchaValue: String
    $operation: AuthOperation
    $binding: String
  ) {
    sendNewsletterSubscriptionAcctAuthEmail(
      newsletterV3Id: $newsletterV3Id
      userId: $userId
      email: $email
      redirect: $redirect
      captchaValue: $captchaValue
      operation: $operation
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

/** Sends it with this browser's binding (the link then signs this browser in at once); never rejects. */
export async function sendNewsletterSubscriptionAcctAuthEmail(
  client: ApolloClient,
  variables: Variables,
): Promise<SendNewsletterSubscriptionOutcome> {
  return mutateOutcome(
    client,
    {
      mutation: SendNewsletterSubscriptionAcctAuthEmail,
      variables: await withSignInBinding(variables),
      fetchPolicy: 'no-cache',
    },
    (data) => data.sendNewsletterSubscriptionAcctAuthEmail,
  );
}
