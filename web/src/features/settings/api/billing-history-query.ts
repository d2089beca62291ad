import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

type Variables = Operations.BillingHistoryQueryVariables;

/** Charges a page of the billing history shows. */
export const chargesPerPage = 10;

/** The viewer's billing history (the Membership tab): a page of charges; Show more asks the next (`$to`). */
export const BillingHistoryQuery: TypedDocumentNode<Operations.BillingHistoryQuery, Variables> = gql`
  query BillingHistoryQuery($limit: Int!, $to: String) {
    billingHistory(paging: { limit: $limit, to: $to }) {
      __typename
      ... on ChargeConnection {
        charges {
          id
          createdAt
          productKind
          status
          currency
          amount
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`;

export type BillingHistoryCharge = Extract<
  Operations.BillingHistoryQuery['billingHistory'],
  { __typename: 'ChargeConnection' }
>['charges'][number];

export const useBillingHistoryQuery = () =>
  useQuery(BillingHistoryQuery, {
    variables: { limit: chargesPerPage },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
