import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';

export type CheckGiftCodeOutcome = Operations.CheckGiftCodeQuery['checkGiftCode'] | { __typename: 'Failed' };

/** Spec 3 §3's check of a gift code for the viewer (asked when the reader asks, never cached). */
export const CheckGiftCodeQuery: TypedDocumentNode<
  Operations.CheckGiftCodeQuery,
  Operations.CheckGiftCodeQueryVariables
> = gql`
  query CheckGiftCodeQuery($giftCode: String!) {
    checkGiftCode(giftCode: $giftCode) {
      __typename
      ... on GiftCodeCheck {
        result
        giftType
        tier
        months
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
export function useCheckGiftCode() {
  const client = useApolloClient();
  return useCallback(
    async (giftCode: string): Promise<CheckGiftCodeOutcome> => {
      try {
        const { data } = await client.query({
          query: CheckGiftCodeQuery,
          variables: { giftCode },
          fetchPolicy: 'network-only',
        });
        return data?.checkGiftCode ?? { __typename: 'Failed' };
      } catch {
        return { __typename: 'Failed' };
      }
    },
    [client],
  );
}
