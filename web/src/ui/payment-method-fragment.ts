import { gql } from '@apollo/client';

/** What `PaymentMethod` (payment-method.tsx) shows of spec 2 §3's payment method kinds. */
export const PaymentMethod_method = gql`
  fragment PaymentMethod_method on PaymentMethod {
    __typename
    ... on CreditCard {
      cardType
      expirationMonth
      expirationYear
      lastFour
    }
    ... on ApplePayCard {
      displayName
    }
    ... on GooglePayCard {
      displayName
    }
    ... on PaypalAccount {
      displayName
    }
  }
`;
