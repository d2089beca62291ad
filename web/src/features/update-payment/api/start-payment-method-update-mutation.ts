import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

/** The schema's StartPaymentMethodUpdateResult, plus Failed for a transport or GraphQL error. */
export type CardUpdateOutcome =
  Operations.StartPaymentMethodUpdateMutation['startPaymentMethodUpdate'] | Failed;

/** The payment provider's page that saves a new card for the viewer's membership. */
export const StartPaymentMethodUpdate: TypedDocumentNode<
  Operations.StartPaymentMethodUpdateMutation,
  Operations.StartPaymentMethodUpdateMutationVariables
> = gql`
  mutation StartPaymentMethodUpdate($returnPath: String) {
    startPaymentMethodUpdate(returnPath: $returnPath) {
      __typename
      ... on PaymentMethodUpdate {
        url
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on NotFound {
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
export function useStartPaymentMethodUpdate() {
  const client = useApolloClient();
  return useCallback(
    (returnPath: string | null): Promise<CardUpdateOutcome> =>
      mutateOutcome(
        client,
        { mutation: StartPaymentMethodUpdate, variables: { returnPath } },
        (data) => data.startPaymentMethodUpdate,
      ),
    [client],
  );
}
