import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

type Variables = Operations.StartGiftCheckoutMutationVariables;
export type StartGiftCheckoutOutcome = Operations.StartGiftCheckoutMutation['startGiftCheckout'] | Failed;

/** The payment page for a gift order: the tier, length and recipients; the server prices it. */
export const StartGiftCheckout: TypedDocumentNode<Operations.StartGiftCheckoutMutation, Variables> = gql`
  mutation StartGiftCheckout(
    $giftType: GiftType!
    $tier: MembershipTier!
    $months: Int!
    $currency: MembershipCurrency!
    $recipientEmails: [String!]!
  ) {
    startGiftCheckout(
      giftType: $giftType
      tier: $tier
      months: $months
      currency: $currency
      recipientEmails: $recipientEmails
    ) {
      __typename
      ... on GiftCheckout {
        url
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
export function useStartGiftCheckout() {
  const client = useApolloClient();
  return useCallback(
    (variables: Variables): Promise<StartGiftCheckoutOutcome> =>
      mutateOutcome(client, { mutation: StartGiftCheckout, variables }, (data) => data.startGiftCheckout),
    [client],
  );
}
