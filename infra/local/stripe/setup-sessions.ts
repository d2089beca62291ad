import type { Card } from './cards.ts';
import { savePaymentMethod } from './saved-cards.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';
import type { Webhooks } from './webhooks.ts';

type Params = Record<string, unknown>;

const metadataOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/**
 * `POST /v1/checkout/sessions` with `mode=setup` (updating a card, issue #14): a page that saves a card
 * for the customer and charges nothing. As Stripe's, the session holds its SetupIntent from the start
 * (`setup_intent`, its metadata from `setup_intent_data[metadata]`); completing it saves the card.
 */
export function createSetupSession(
  state: StandInState,
  params: Params,
  customer: StripeObject,
  url: (sessionId: string) => string,
): { status: number; body: unknown } {
  if (typeof params.currency !== 'string')
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Missing required param: currency.' } },
    };
  const intent = state.put({
    id: newId('setup_intent'),
    object: 'setup_intent',
    customer: customer.id,
    status: 'requires_payment_method',
    usage: 'off_session',
    payment_method: null,
    payment_method_types: ['card'],
    metadata: metadataOf(metadataOf(params.setup_intent_data).metadata),
    created: state.nowSeconds(customer.id as string),
  });
  const id = newId('checkout.session');
  const session = state.put({
    id,
    object: 'checkout.session',
    mode: 'setup',
    status: 'open',
    payment_status: 'no_payment_required',
    customer: customer.id,
    client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
    currency: params.currency.toLowerCase(),
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    metadata: metadataOf(params.metadata),
    setup_intent: intent.id,
    subscription: null,
    created: state.nowSeconds(customer.id as string),
    expires_at: state.nowSeconds(customer.id as string) + 24 * 3600,
    url: url(id),
  });
  return { status: 200, body: structuredClone(session) };
}

/**
 * A card set up on a setup-mode page (after 3D Secure when the card asks for it): the PaymentMethod
 * attached to the customer, the SetupIntent succeeded, the session complete, and their events.
 */
export async function completeSetup(
  state: StandInState,
  webhooks: Webhooks,
  session: StripeObject,
  card: Card,
): Promise<void> {
  const customer = session.customer as string;
  const method = savePaymentMethod(state, card, customer);
  const intent = state.get(session.setup_intent as string)!;
  state.put(Object.assign(intent, { status: 'succeeded', payment_method: method.id }));
  state.put(Object.assign(session, { status: 'complete' }));
  await webhooks.emit('setup_intent.succeeded', intent, customer);
  await webhooks.emit('checkout.session.completed', session, customer);
}
