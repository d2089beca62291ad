import { found, publicView, stripeError, text, type ApiAnswer, type Route } from './api.ts';
import type { Billing } from './billing.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';

type Params = Record<string, unknown>;

/**
 * Stripe's Test Clocks (decision 148): a clock's customers live at its frozen time, and advancing it
 * renews their subscriptions as that time passes — so one test's clock moves no other test's
 * subscriptions. Customers without a clock live at the real time plus every `/_standin/advance`.
 */
export function createTestClocks(state: StandInState, billing: Billing) {
  const clockOf = (id: string) => {
    const held = state.get(id);
    return held?.object === 'test_helpers.test_clock' ? held : undefined;
  };
  const customersOf = (clock: StripeObject) => (customer: string) =>
    state.get(customer)?.test_clock === clock.id;
  const hasSubscription = (customer: string) =>
    state.all('subscription').some((subscription) => subscription.customer === customer);

  function create(params: Params): ApiAnswer {
    const frozenTime = Number(params.frozen_time);
    if (!Number.isInteger(frozenTime) || frozenTime <= 0)
      return stripeError(400, 'Missing required param: frozen_time.');
    const created = Math.floor(Date.now() / 1000);
    const clock = state.put({
      id: newId('test_helpers.test_clock'),
      object: 'test_helpers.test_clock',
      created,
      deletes_after: created + 30 * 24 * 3600,
      frozen_time: frozenTime,
      livemode: false,
      name: text(params.name) ?? null,
      status: 'ready',
      status_details: {},
    });
    return { status: 200, body: publicView(clock) };
  }

  /** Stripe answers `advancing` and works in the background; the stand-in answers once its events are sent. */
  async function advance(params: Params, id: string): Promise<ApiAnswer> {
    const clock = clockOf(id);
    if (!clock) return found(undefined, 'test_helpers.test_clock', id);
    const frozenTime = Number(params.frozen_time);
    if (!(frozenTime > (clock.frozen_time as number)))
      return stripeError(400, "The frozen_time must be after the test clock's current frozen_time.");
    clock.frozen_time = frozenTime;
    await billing.advanced(customersOf(clock));
    return { status: 200, body: publicView(clock) };
  }

  /** `npm run stripe:advance`: every clock, and the customers without one, move on by `seconds`. */
  async function advanceEverything(seconds: number) {
    state.data.clockOffsetSeconds += seconds;
    for (const clock of state.all('test_helpers.test_clock'))
      clock.frozen_time = Number(clock.frozen_time) + seconds;
    await billing.advanced(() => true);
  }

  /**
   * Local only: the reader's customer, made by Folio's adapter (which never names a clock), is put on a
   * test's clock, as if it had been created with `test_clock` — so only before its first subscription.
   */
  function attach(customerId: string, clockId: string): ApiAnswer {
    const customer = state.get(customerId);
    if (customer?.object !== 'customer') return stripeError(404, `No such customer: '${customerId}'`);
    if (!clockOf(clockId)) return stripeError(404, `No such test_helpers.test_clock: '${clockId}'`);
    if (hasSubscription(customerId))
      return stripeError(400, 'A customer joins a test clock before its first subscription.');
    customer.test_clock = clockId;
    state.put(customer);
    state.save();
    return { status: 200, body: publicView(customer) };
  }

  const routes: Route[] = [
    ['POST', /^\/v1\/test_helpers\/test_clocks$/, (params) => create(params)],
    [
      'GET',
      /^\/v1\/test_helpers\/test_clocks\/([\w-]+)$/,
      (_, [, id = '']) => found(clockOf(id), 'test_helpers.test_clock', id),
    ],
    [
      'POST',
      /^\/v1\/test_helpers\/test_clocks\/([\w-]+)\/advance$/,
      (params, [, id = '']) => advance(params, id),
    ],
  ];
  return { routes, advanceEverything, attach };
}
