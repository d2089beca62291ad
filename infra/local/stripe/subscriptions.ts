import { found, publicView, record, stripeError, text, type ApiAnswer, type Route } from './api.ts';
import { setDefaultPaymentMethod } from './saved-cards.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';
import type { Webhooks } from './webhooks.ts';

type Params = Record<string, unknown>;

/**
 * Stripe's `expand[]`: each dotted path's ids replaced by their objects (arrays walked through), on a
 * copy of the public view.
 */
export function expanded(state: StandInState, object: StripeObject, paths: unknown): Record<string, unknown> {
  const view = structuredClone(publicView(object)) as Record<string, unknown>;
  const objectOf = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(objectOf);
    const held = typeof value === 'string' ? state.get(value) : undefined;
    return held ? structuredClone(publicView(held)) : value;
  };
  const expand = (node: unknown, keys: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => expand(item, keys));
    if (!node || typeof node !== 'object' || keys.length === 0) return node;
    const [key = '', ...rest] = keys;
    const holder = node as Record<string, unknown>;
    holder[key] = expand(objectOf(holder[key]), rest);
    return holder;
  };
  for (const path of Array.isArray(paths) ? paths : []) expand(view, String(path).split('.'));
  return view;
}

const customerOf = (object: StripeObject) => object.customer as string;

/**
 * The endpoints of managing a subscription, as Folio's own pages use them in place of Stripe's
 * customer portal: update (cancel at period end, metadata, discounts, default payment method), coupons, and subscription
 * schedules (a switch at the period's end). Each change sends Stripe's events before it answers.
 */
export function createSubscriptionRoutes(state: StandInState, webhooks: Webhooks): Route[] {
  const answer = (object: StripeObject, params: Params): ApiAnswer => ({
    status: 200,
    body: expanded(state, object, params.expand),
  });
  const subscriptionOf = (id: string) => {
    const held = state.get(id);
    return held?.object === 'subscription' ? held : undefined;
  };
  const scheduleOf = (id: string) => {
    const held = state.get(id);
    return held?.object === 'subscription_schedule' ? held : undefined;
  };
  const itemOf = (subscription: StripeObject) =>
    (subscription.items as { data: Record<string, number>[] }).data[0]!;

  /** A subscription's coupon as a discount on it, ending after the coupon's months. */
  function discountFor(subscription: StripeObject, couponId: string): StripeObject | ApiAnswer {
    const coupon = state.get(couponId);
    if (coupon?.object !== 'coupon') return stripeError(400, `No such coupon: '${couponId}'`);
    const start = state.nowSeconds(customerOf(subscription));
    const end = new Date(start * 1000);
    end.setUTCMonth(end.getUTCMonth() + Number(coupon.duration_in_months ?? 0));
    return state.put({
      id: newId('discount'),
      object: 'discount',
      source: { type: 'coupon', coupon: coupon.id },
      customer: subscription.customer,
      subscription: subscription.id,
      start,
      end: coupon.duration === 'repeating' ? Math.floor(end.getTime() / 1000) : null,
    });
  }

  async function updateSubscription(params: Params, id: string): Promise<ApiAnswer> {
    const subscription = subscriptionOf(id);
    if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
    // Updating a card (issue #14, saved-cards.ts): the renewals charge the new default.
    const defaultMethod = text(params.default_payment_method);
    const refused = defaultMethod && setDefaultPaymentMethod(state, subscription, defaultMethod);
    if (refused) return stripeError(400, refused);
    if (params.cancel_at_period_end !== undefined) {
      if (subscription.schedule)
        return stripeError(
          400,
          `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed.`,
        );
      const cancel = params.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.canceled_at = cancel ? state.nowSeconds(customerOf(subscription)) : null;
      const feedback = text(record(params.cancellation_details).feedback);
      subscription.cancellation_details = {
        reason: cancel ? 'cancellation_requested' : null,
        feedback: feedback || null,
      };
    }
    if (params.metadata !== undefined) {
      const metadata = { ...record(subscription.metadata), ...record(params.metadata) };
      subscription.metadata = Object.fromEntries(
        Object.entries(metadata).filter(([, value]) => value !== ''),
      );
    }
    if (params.discounts !== undefined) {
      const discounts: string[] = [];
      for (const wanted of Array.isArray(params.discounts) ? (params.discounts as Params[]) : []) {
        const discount = discountFor(subscription, text(wanted.coupon) ?? '');
        if (!('id' in discount)) return discount;
        discounts.push(discount.id);
      }
      subscription.discounts = discounts;
    }
    state.put(subscription);
    await webhooks.emit('customer.subscription.updated', subscription, customerOf(subscription));
    return answer(subscription, params);
  }

  async function createSchedule(params: Params): Promise<ApiAnswer> {
    const subscription = subscriptionOf(text(params.from_subscription) ?? '');
    if (!subscription) return stripeError(400, `No such subscription: '${text(params.from_subscription)}'`);
    if (subscription.schedule) return stripeError(400, 'The subscription is already attached to a schedule.');
    const item = itemOf(subscription);
    const phase = {
      start_date: item.current_period_start,
      end_date: item.current_period_end,
      items: [{ price: (item.price as unknown as StripeObject).id, quantity: 1 }],
    };
    const schedule = state.put({
      id: newId('subscription_schedule'),
      object: 'subscription_schedule',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'active',
      end_behavior: 'release',
      created: state.nowSeconds(customerOf(subscription)),
      current_phase: { start_date: phase.start_date, end_date: phase.end_date },
      phases: [phase],
      released_at: null,
      released_subscription: null,
    });
    subscription.schedule = schedule.id;
    state.put(subscription);
    await webhooks.emit('subscription_schedule.created', schedule, customerOf(schedule));
    await webhooks.emit('customer.subscription.updated', subscription, customerOf(subscription));
    return answer(schedule, params);
  }

  /** Phases as Stripe keeps them: each with its dates (a `duration` counted from the previous end). */
  function phasesOf(params: Params) {
    let previousEnd = 0;
    return (Array.isArray(params.phases) ? (params.phases as Params[]) : []).map((phase) => {
      const start = Number(phase.start_date ?? previousEnd);
      const duration = record(phase.duration);
      const end = new Date(start * 1000);
      if (duration.interval === 'year')
        end.setUTCFullYear(end.getUTCFullYear() + Number(duration.interval_count ?? 1));
      else end.setUTCMonth(end.getUTCMonth() + Number(duration.interval_count ?? 1));
      previousEnd = phase.end_date ? Number(phase.end_date) : Math.floor(end.getTime() / 1000);
      const items = (Array.isArray(phase.items) ? (phase.items as Params[]) : []).map((item) => ({
        price: text(item.price),
        quantity: Number(item.quantity ?? 1),
      }));
      return { start_date: start, end_date: previousEnd, items };
    });
  }

  async function updateSchedule(params: Params, id: string): Promise<ApiAnswer> {
    const schedule = scheduleOf(id);
    if (!schedule || schedule.status !== 'active')
      return stripeError(schedule ? 400 : 404, `No active subscription schedule: '${id}'`);
    const phases = phasesOf(params);
    if (phases.some((phase) => phase.items.some((item) => state.get(item.price ?? '')?.object !== 'price')))
      return stripeError(400, 'Every phase item needs a price of this account.');
    schedule.phases = phases;
    schedule.end_behavior = text(params.end_behavior) ?? schedule.end_behavior;
    state.put(schedule);
    await webhooks.emit('subscription_schedule.updated', schedule, customerOf(schedule));
    return answer(schedule, params);
  }

  async function releaseSchedule(params: Params, id: string): Promise<ApiAnswer> {
    const schedule = scheduleOf(id);
    if (!schedule || schedule.status !== 'active')
      return stripeError(schedule ? 400 : 404, `No active subscription schedule: '${id}'`);
    const subscription = subscriptionOf(schedule.subscription as string)!;
    Object.assign(schedule, {
      status: 'released',
      released_at: state.nowSeconds(customerOf(subscription)),
      released_subscription: subscription.id,
      subscription: null,
      current_phase: null,
    });
    subscription.schedule = null;
    state.put(schedule);
    state.put(subscription);
    await webhooks.emit('subscription_schedule.released', schedule, customerOf(schedule));
    await webhooks.emit('customer.subscription.updated', subscription, customerOf(subscription));
    return answer(schedule, params);
  }

  return [
    [
      'GET',
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (params, [, id = '']) => {
        const subscription = subscriptionOf(id);
        return subscription ? answer(subscription, params) : found(undefined, 'subscription', id);
      },
    ],
    ['POST', /^\/v1\/subscriptions\/([\w-]+)$/, (params, [, id = '']) => updateSubscription(params, id)],
    ['POST', /^\/v1\/subscription_schedules$/, (params) => createSchedule(params)],
    ['POST', /^\/v1\/subscription_schedules\/([\w-]+)$/, (params, [, id = '']) => updateSchedule(params, id)],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([\w-]+)\/release$/,
      (params, [, id = '']) => releaseSchedule(params, id),
    ],
  ];
}
