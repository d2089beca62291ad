import { couponObject, discountedAmount } from './coupons.ts';
import type { StandInState, StripeObject } from './state.ts';
import { newId } from './state.ts';
import { createPaymentSession } from './payment-sessions.ts';
import { createSetupSession } from './setup-sessions.ts';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

type Params = Record<string, unknown>;

/** One endpoint: its method, its path, and what it answers (after sending its events, if any). */
export type Route = [
  string,
  RegExp,
  (params: Params, match: RegExpExecArray) => ApiAnswer | Promise<ApiAnswer>,
];

/** Stripe's error shape. */
export const stripeError = (status: number, message: string, type = 'invalid_request_error'): ApiAnswer => ({
  status,
  body: { error: { type, message } },
});

/** What the API shows of an object: internal fields (`_…`) stay in the stand-in. */
export const publicView = (object: StripeObject) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));

export const found = (object: StripeObject | undefined, kind: string, id: string): ApiAnswer =>
  object && object.object === kind
    ? { status: 200, body: publicView(object) }
    : stripeError(404, `No such ${kind}: '${id}'`);

const list = (url: string, data: StripeObject[]) => ({
  status: 200,
  body: { object: 'list', url, has_more: false, data: data.map(publicView) },
});

export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
export const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/**
 * Exactly the endpoints of Stripe's API that Folio calls (the adapter, the local runtime's webhook
 * endpoint, `npm run stripe:setup`), with Stripe's shapes; anything else is Stripe's 404.
 */
export function createApi(
  state: StandInState,
  checkoutUrl: (sessionId: string) => string,
  /** More endpoints: managing a subscription and its card (subscriptions.ts, payment-methods.ts), test clocks (test-clocks.ts). */
  subscriptionRoutes: Route[],
) {
  const routes: Route[] = [
    ...subscriptionRoutes,
    [
      'POST',
      /^\/v1\/customers$/,
      (params) => {
        const clock = state.get(text(params.test_clock) ?? '');
        if (params.test_clock !== undefined && clock?.object !== 'test_helpers.test_clock')
          return stripeError(400, `No such test_helpers.test_clock: '${text(params.test_clock)}'`);
        const customer = state.put({
          id: newId('customer'),
          object: 'customer',
          created: clock ? (clock.frozen_time as number) : state.nowSeconds(),
          email: text(params.email) ?? null,
          name: text(params.name) ?? null,
          metadata: record(params.metadata),
          test_clock: clock?.id ?? null,
        });
        return { status: 200, body: publicView(customer) };
      },
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (params) => {
        const keys = Array.isArray(params.lookup_keys) ? (params.lookup_keys as string[]) : undefined;
        const prices = state
          .all('price')
          .filter((price) => !keys || keys.includes(price.lookup_key as string))
          .filter((price) => params.active === undefined || String(price.active) === params.active);
        return list('/v1/prices', prices.slice(0, Number(params.limit ?? 10)));
      },
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (params) => {
        const id = text(params.id) ?? newId('product');
        if (state.get(id)) return stripeError(400, `Product already exists: '${id}'`);
        const product = state.put({ id, object: 'product', active: true, name: text(params.name) });
        return { status: 200, body: publicView(product) };
      },
    ],
    ['GET', /^\/v1\/products\/([\w-]+)$/, (_, [, id = '']) => found(state.get(id), 'product', id)],
    [
      'POST',
      /^\/v1\/prices$/,
      (params) => {
        const recurring = record(params.recurring);
        const lookupKey = text(params.lookup_key);
        // transfer_lookup_key: the key moves from the Price that had it to the new one.
        for (const held of state.all('price'))
          if (lookupKey && held.lookup_key === lookupKey && params.transfer_lookup_key === 'true')
            held.lookup_key = null;
        const price = state.put({
          id: newId('price'),
          object: 'price',
          active: true,
          type: 'recurring',
          product: text(params.product),
          currency: text(params.currency),
          unit_amount: Number(params.unit_amount),
          lookup_key: lookupKey ?? null,
          recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) },
        });
        return { status: 200, body: publicView(price) };
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (params) => {
        const item = (params.line_items as { price?: string }[] | undefined)?.[0];
        const price = item?.price ? state.get(item.price) : undefined;
        const customer = state.get(text(params.customer) ?? '');
        if (!customer) return stripeError(400, `No such customer: '${text(params.customer)}'`);
        // Gift memberships: a one-off payment (payment-sessions.ts).
        if (params.mode === 'payment') return createPaymentSession(state, params, customer, checkoutUrl);
        // Updating a card: a setup-mode page (setup-sessions.ts).
        if (params.mode === 'setup') return createSetupSession(state, params, customer, checkoutUrl);
        if (params.mode !== 'subscription')
          return stripeError(400, 'The stand-in serves mode=subscription, payment and setup only.');
        if (!price || price.object !== 'price') return stripeError(400, `No such price: '${item?.price}'`);
        const couponId = (params.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon;
        const coupon = couponId ? state.get(couponId) : undefined;
        if (couponId && coupon?.object !== 'coupon') return stripeError(400, `No such coupon: '${couponId}'`);
        const id = newId('checkout.session');
        const session = state.put({
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: customer.id,
          client_reference_id: text(params.client_reference_id) ?? null,
          success_url: text(params.success_url),
          cancel_url: text(params.cancel_url),
          subscription: null,
          discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
          amount_subtotal: price.unit_amount,
          amount_total: discountedAmount(price.unit_amount as number, coupon),
          created: state.nowSeconds(customer.id),
          expires_at: state.nowSeconds(customer.id) + 24 * 3600,
          url: checkoutUrl(id),
          _price_id: price.id,
          _subscription_metadata: record(record(params.subscription_data).metadata),
        });
        return { status: 200, body: publicView(session) };
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      (_, [, id = '']) => found(state.get(id), 'checkout.session', id),
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (params) => {
        const id = text(params.id) ?? newId('coupon');
        if (state.get(id)) return stripeError(400, `Coupon already exists: '${id}'`);
        return { status: 200, body: publicView(state.put(couponObject(params, state.nowSeconds(), id))) };
      },
    ],
    ['GET', /^\/v1\/coupons\/([\w-]+)$/, (_, [, id = '']) => found(state.get(id), 'coupon', id)],
    [
      'POST',
      /^\/v1\/webhook_endpoints$/,
      (params) => {
        const id = newId('webhook_endpoint');
        const secret = `whsec_${newId('event').slice(4)}`;
        state.data.endpoints[id] = { id, url: text(params.url) ?? '', secret };
        const events = Array.isArray(params.enabled_events) ? params.enabled_events : [];
        return {
          status: 200,
          body: {
            id,
            object: 'webhook_endpoint',
            url: params.url,
            secret,
            enabled_events: events,
            status: 'enabled',
          },
        };
      },
    ],
    [
      'DELETE',
      /^\/v1\/webhook_endpoints\/([\w-]+)$/,
      (_, [, id = '']) => {
        delete state.data.endpoints[id];
        return { status: 200, body: { id, object: 'webhook_endpoint', deleted: true } };
      },
    ],
  ];

  return async (method: string, path: string, params: Params): Promise<ApiAnswer> => {
    for (const [routeMethod, pattern, handle] of routes) {
      const match = pattern.exec(path);
      if (match && routeMethod === method) {
        const answer = await handle(params, match);
        state.save();
        return answer;
      }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };
}
