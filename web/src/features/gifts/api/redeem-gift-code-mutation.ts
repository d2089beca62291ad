import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';

type Variables = Operations.RedeemGiftCodeMutationVariables;
export type RedeemGiftCodeOutcome = Operations.RedeemGiftCodeMutation['redeemGiftCode'] | Failed;

/** Redeems a gift code: the viewer's gift membership, or the code's check when it is not VALID. */
export const RedeemGiftCode: TypedDocumentNode<Operations.RedeemGiftCodeMutation, Variables> = gql`
  mutation RedeemGiftCode($giftCode: String!) {
    redeemGiftCode(giftCode: $giftCode) {
      __typename
      ... on GiftRedemption {
        tier
        months
        endsAt
      }
      ... on GiftCodeCheck {
        result
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
export function useRedeemGiftCode() {
  const client = useApolloClient();
  return useCallback(
    (giftCode: string): Promise<RedeemGiftCodeOutcome> =>
      mutateOutcome(
        client,
        { mutation: RedeemGiftCode, variables: { giftCode } },
        (data) => data.redeemGiftCode,
      ),
    [client],
  );
}
