import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/** The price table in one currency, or the one plan an offer lowers: prices are the server's only. */
export const MembershipPlansQuery: TypedDocumentNode<
  Operations.MembershipPlansQuery,
  Operations.MembershipPlansQueryVariables
> = gql`
  query MembershipPlansQuery($currency: MembershipCurrency!, $offer: MembershipOffer) {
    membershipPlans(currency: $currency, offer: $offer) {
      id
      cadence
      tier
      billingInterval
      price {
        amount
        currency
        crossoutAmount
        savedAmount
      }
    }
  }
`;

export type MembershipPlanView = Operations.MembershipPlansQuery['membershipPlans'][number];

/** Asked in the browser once the currency is known (the visitor's country is the browser's to ask). */
export const useMembershipPlansQuery = (variables: Operations.MembershipPlansQueryVariables, skip: boolean) =>
  useQuery(MembershipPlansQuery, { variables, skip, errorPolicy: 'all' });
