import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PaymentMethod_method } from '#web/ui/payment-method-fragment.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Variables = Operations.BillingReceiptQueryVariables;

/** One of the viewer's charges, as its receipt shows it; NotFound (or Unauthorized) for anyone else. */
export const BillingReceiptQuery: TypedDocumentNode<Operations.BillingReceiptQuery, Variables> = gql`
  query BillingReceiptQuery($chargeId: ID!) {
    billingCharge(chargeId: $chargeId) {
      __typename
      ... on ChargeV2 {
        id
        createdAt
        productKind
        status
        currency
        subtotal
        discount
        amount
        amountRefunded
        receiptNumber
        paymentMethod {
          ...PaymentMethod_method
        }
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
  ${PaymentMethod_method}
`;

export type ReceiptCharge = Extract<
  Operations.BillingReceiptQuery['billingCharge'],
  { __typename: 'ChargeV2' }
>;

export const billingReceiptQuery = (
  chargeId: string,
): TypedQuery<Operations.BillingReceiptQuery, Variables> => ({
  query: BillingReceiptQuery,
  variables: { chargeId },
});

export const useBillingReceiptQuery = (chargeId: string) =>
  useQuery(BillingReceiptQuery, { variables: { chargeId } });
