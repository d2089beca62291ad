import type { Card } from './cards.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';

/**
 * A card as Stripe keeps it once paid with or set up: a PaymentMethod attached to the customer. The
 * test card itself stays inside the stand-in (`_card`): what charging it later does.
 */
export function savePaymentMethod(state: StandInState, card: Card, customer: string): StripeObject {
  return state.put({
    id: newId('payment_method'),
    object: 'payment_method',
    type: 'card',
    customer,
    created: state.nowSeconds(customer),
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      wallet: null,
    },
    _card: card,
  });
}

/** The customer's own PaymentMethod by id (Stripe refuses another customer's). */
export function methodOf(state: StandInState, id: string, customer: unknown): StripeObject | undefined {
  const method = state.get(id);
  return method?.object === 'payment_method' && method.customer === customer ? method : undefined;
}

/**
 * `POST /v1/subscriptions/{id}` with `default_payment_method`: the subscription's renewals charge that
 * card from now on (subscriptions.ts calls it). Stripe's error message, or undefined once set.
 */
export function setDefaultPaymentMethod(
  state: StandInState,
  subscription: StripeObject,
  id: string,
): string | undefined {
  const method = methodOf(state, id, subscription.customer);
  if (!method) return `No such PaymentMethod: '${id}'`;
  subscription.default_payment_method = method.id;
  const billing = state.data.billing[subscription.id];
  const card = method._card as Card | undefined;
  if (billing && card) billing.card = card;
  return undefined;
}
