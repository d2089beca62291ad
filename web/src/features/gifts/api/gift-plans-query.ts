import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/** What a gifted membership costs, each tier and length: the server's prices, never the browser's. */
export const GiftPlansQuery: TypedDocumentNode<
  Operations.GiftPlansQuery,
  Operations.GiftPlansQueryVariables
> = gql`
  query GiftPlansQuery($currency: MembershipCurrency) {
    giftPlans(currency: $currency) {
      id
      tier
      months
      price {
        amount
        currency
      }
    }
  }
`;

export const useGiftPlansQuery = () => useQuery(GiftPlansQuery, { fetchPolicy: 'cache-first' });
