/** Spec 2 §3 payment method kinds, as the API answers them. */
export type PaymentMethodView =
  | {
      __typename: 'CreditCard';
      cardType: string;
      expirationMonth: number;
      expirationYear: number;
      lastFour: string;
    }
  | { __typename: 'ApplePayCard' | 'GooglePayCard' | 'PaypalAccount'; displayName: string };

/** Spec 2 §3: the brands drawn with their own mark; any other card is generic. */
const recognisedBrands = ['amex', 'diners club', 'discover', 'jcb', 'mastercard', 'visa'];

export const brandOf = (cardType: string) => {
  const brand = cardType.toLowerCase();
  return recognisedBrands.includes(brand) ? brand.replace(' ', '-') : 'generic';
};

/** A payment method in one line: the card's brand mark, brand and last four, and its expiry; or the wallet. */
export function PaymentMethod({
  method,
  describeCard,
  describeExpiry,
}: {
  method: PaymentMethodView;
  describeCard: (brand: string, lastFour: string) => string;
  describeExpiry: (month: number, year: number) => string;
}) {
  if (method.__typename !== 'CreditCard')
    return (
      <p className="payment-method">
        <span className="payment-method__brand payment-method__brand--wallet" aria-hidden="true" />
        {method.displayName}
      </p>
    );
  return (
    <p className="payment-method" data-brand={brandOf(method.cardType)}>
      <span
        className={`payment-method__brand payment-method__brand--${brandOf(method.cardType)}`}
        aria-hidden="true"
      />
      <span className="payment-method__card">{describeCard(method.cardType, method.lastFour)}</span>{' '}
      <span className="payment-method__expiry">
        {describeExpiry(method.expirationMonth, method.expirationYear)}
      </span>
    </p>
  );
}
