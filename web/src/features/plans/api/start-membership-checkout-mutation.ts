import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

type Variables = Operations.StartMembershipCheckoutMutationVariables;

/** The schema's StartMembershipCheckoutResult, plus Failed for a transport or GraphQL error. */
export type CheckoutOutcome = Operations.StartMembershipCheckoutMutation['startMembershipCheckout'] | Failed;

/** The payment provider's page for a plan (by cadence, currency and offer: never an amount). */
export const StartMembershipCheckout: TypedDocumentNode<
  Operations.StartMembershipCheckoutMutation,
  Variables
> = gql`
  mutation StartMembershipCheckout(
    $planId: MembershipPlanCadence!
    $currency: MembershipCurrency!
    $offer: MembershipOffer
    $successPath: String
    $cancelPath: String
  ) {
    startMembershipCheckout(
      planId: $planId
      currency: $currency
      offer: $offer
      successPath: $successPath
      cancelPath: $cancelPath
    ) {
      __typename
      ... on MembershipCheckout {
        url
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on Conflict {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
`;

/** Never rejects: a failure of any kind is the outcome Failed. */
export function useStartMembershipCheckout() {
  const client = useApolloClient();
  return useCallback(
    (variables: Variables): Promise<CheckoutOutcome> =>
      mutateOutcome(
        client,
        { mutation: StartMembershipCheckout, variables },
        (data) => data.startMembershipCheckout,
      ),
    [client],
  );
}
