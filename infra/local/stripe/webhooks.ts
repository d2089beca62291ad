import Stripe from 'stripe';
import { stripeApiVersion } from '#functions/memberships/stripe/stripe-provider.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';

/** One delivery's answer, as Stripe's dashboard lists it. */
export interface Delivery {
  url: string;
  status: number;
  body: string;
}

// Only its webhook helpers are used: signing is the SDK's own scheme (t=…,v1=HMAC-SHA256).
const signer = new Stripe('sk_test_folio_stand_in').webhooks;

/**
 * Events and their delivery: each event is kept (GET /_standin/events lists them) and POSTed, signed
 * with each endpoint's secret exactly as Stripe signs (`Stripe-Signature`), to every registered
 * endpoint, one after another, awaited — so when checkout redirects, Folio has applied them. An
 * unreachable endpoint is noted and skipped (Stripe would retry; a test runtime that stopped is gone).
 */
export function createWebhooks(state: StandInState) {
  async function deliverTo(url: string, secret: string, payload: string): Promise<Delivery> {
    const header = signer.generateTestHeaderString({ payload, secret });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      return { url, status: response.status, body: await response.text() };
    } catch (error) {
      return { url, status: 0, body: (error as Error).message };
    }
  }

  async function deliver(event: StripeObject): Promise<Delivery[]> {
    const payload = JSON.stringify(event, null, 2);
    const deliveries: Delivery[] = [];
    for (const endpoint of Object.values(state.data.endpoints))
      deliveries.push(await deliverTo(endpoint.url, endpoint.secret, payload));
    return deliveries;
  }

  return {
    deliver,

    /** A new event about `object` for `customerId`: kept, then delivered unless that customer's events are held. */
    async emit(type: string, object: StripeObject, customerId: string): Promise<void> {
      const event: StripeObject = {
        id: newId('event'),
        object: 'event',
        api_version: stripeApiVersion,
        created: state.nowSeconds(customerId),
        livemode: false,
        pending_webhooks: Object.keys(state.data.endpoints).length,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
        customer: customerId,
      };
      state.data.events.push(event);
      state.save();
      if (!state.data.heldCustomers.includes(customerId)) await deliver(event);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
