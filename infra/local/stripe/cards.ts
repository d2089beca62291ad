/**
 * Stripe's test cards the stand-in honours (https://docs.stripe.com/testing), by number, spaces
 * ignored. Any other number of 12–19 digits is treated like 4242 (Stripe accepts any Luhn-valid test
 * number); fewer digits are an incomplete number.
 */
export type CardBehaviour =
  /** Pays now and on every renewal. */
  | 'succeeds'
  /** Refused at checkout: "Your card was declined.", nothing created. */
  | 'declined'
  /** Pays at checkout, then every renewal fails (attaches, then fails). */
  | 'fails-on-renewal'
  /** Asks for 3D Secure before paying; pays once authenticated. */
  | 'requires-authentication';

const testCards: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000341': 'fails-on-renewal',
  '4000002760003184': 'requires-authentication',
};

export const cardMessages = {
  declined: 'Your card was declined.',
  incomplete: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete or in the past.",
  cvc: "Your card's security code is incomplete.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface Card {
  number: string;
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'unknown';

/** The card a person typed, or the message Stripe's page would show beside the field. */
export function readCard(input: CardInput, now: Date): Card | { error: string } {
  const digits = input.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { error: cardMessages.incomplete };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const expYear = 2000 + Number(expiry?.[2]);
  const endOfMonth = new Date(Date.UTC(expYear, expMonth, 1));
  if (!expiry || expMonth < 1 || expMonth > 12 || endOfMonth <= now) return { error: cardMessages.expiry };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { error: cardMessages.cvc };
  return {
    number: digits,
    last4: digits.slice(-4),
    brand: brandOf(digits),
    expMonth,
    expYear,
    behaviour: testCards[digits] ?? 'succeeds',
  };
}
