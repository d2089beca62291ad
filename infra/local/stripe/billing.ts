import type { Card } from './cards.ts';
import { record } from './api.ts';
import { savePaymentMethod } from './saved-cards.ts';
import type { Charges } from './charges.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';
import type { Webhooks } from './webhooks.ts';

/** The next period's end: a calendar month or year on, as Stripe bills. */
function periodEnd(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** A paid renewal: the subscription item's next period begins where the last one ended. */
export function startNextPeriod(item: Record<string, unknown>, interval: string) {
  item.current_period_start = item.current_period_end;
  item.current_period_end = periodEnd(item.current_period_end as number, interval);
}

const customerOf = (object: StripeObject) => object.customer as string;

/**
 * Billing as Stripe does it for Folio's subscriptions: a completed checkout makes the subscription
 * and its first paid invoice; the test clock renews every subscription whose period ended (paid, or
 * failed for a card that fails on renewal, which leaves it past_due and retried on the next advance).
 */
export function createBilling(state: StandInState, webhooks: Webhooks, charges: Charges) {
  /** The price less a live discount's coupon (Stripe rounds the discount to whole cents). */
  function amountDue(subscription: StripeObject, price: StripeObject): number {
    const amount = price.unit_amount as number;
    const now = state.nowSeconds(customerOf(subscription));
    for (const id of (subscription.discounts as string[] | undefined) ?? []) {
      const discount = state.get(id);
      const coupon = state.get(String(record(discount?.source).coupon));
      if (discount && coupon && (discount.end === null || (discount.end as number) > now))
        return amount - Math.round((amount * Number(coupon.percent_off)) / 100);
    }
    return amount;
  }

  /**
   * A schedule's next phase begins at the period's end: its price takes over (and its interval); a
   * schedule whose last phase is over releases the subscription (end_behavior release).
   */
  function applySchedule(subscription: StripeObject, item: StripeObject & { price: StripeObject }) {
    const schedule = subscription.schedule ? state.get(subscription.schedule as string) : undefined;
    if (!schedule || schedule.status !== 'active') return;
    const phases = schedule.phases as { start_date: number; end_date: number; items: { price: string }[] }[];
    const next = phases.find((phase) => phase.start_date >= (item.current_period_end as number));
    if (!next) {
      Object.assign(schedule, {
        status: 'released',
        released_at: state.nowSeconds(customerOf(subscription)),
        released_subscription: subscription.id,
        subscription: null,
        current_phase: null,
      });
      subscription.schedule = null;
      state.put(schedule);
      return;
    }
    const price = state.get(next.items[0]!.price)!;
    item.price = price;
    state.data.billing[subscription.id]!.interval = (price.recurring as { interval: string }).interval;
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    state.put(schedule);
  }
  /** An invoice for the price (less a live discount), or for `amount` (a checkout's first, lowered by its coupon). */
  function invoiceFor(
    subscription: StripeObject,
    paid: boolean,
    price: StripeObject,
    amount = amountDue(subscription, price),
  ): StripeObject {
    const id = newId('invoice');
    // Its payment (charges.ts): the subscription's card, charged or declined.
    const charge = charges.attempt({
      customer: customerOf(subscription),
      amount,
      currency: price.currency as string,
      card: state.data.billing[subscription.id]!.card,
      paid,
      description: subscription.latest_invoice ? 'Subscription update' : 'Subscription creation',
    });
    return state.put({
      id,
      object: 'invoice',
      customer: customerOf(subscription),
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: 1,
      currency: price.currency,
      created: state.nowSeconds(customerOf(subscription)),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      ...charges.invoiceDetails(id, price, amount, charge),
    });
  }

  /** An invoice's charge event, then the invoice's own (Stripe's order). */
  async function announceInvoice(invoice: StripeObject, type: string, customer: string) {
    await charges.announce(charges.chargeOfInvoice(invoice));
    await webhooks.emit(type, invoice, customer);
  }

  const itemOf = (subscription: StripeObject) =>
    (subscription.items as { data: (StripeObject & { current_period_end: number; price: StripeObject })[] })
      .data[0]!;

  /** A renewal: a new period and a paid invoice, or a failed invoice and past_due. */
  /** Cancelled at the period's end, now reached: the subscription ends. */
  async function end(subscription: StripeObject) {
    Object.assign(subscription, { status: 'canceled', ended_at: state.nowSeconds(customerOf(subscription)) });
    state.put(subscription);
    await webhooks.emit('customer.subscription.deleted', subscription, customerOf(subscription));
  }

  async function renew(subscription: StripeObject) {
    const billing = state.data.billing[subscription.id]!;
    const item = itemOf(subscription);
    if (subscription.cancel_at_period_end) return end(subscription);
    if (subscription.status !== 'past_due') applySchedule(subscription, item);
    const paid = billing.card.behaviour !== 'fails-on-renewal';
    if (paid) {
      startNextPeriod(item, billing.interval);
      subscription.status = 'active';
    } else {
      subscription.status = 'past_due';
    }
    const invoice = invoiceFor(subscription, paid, item.price);
    subscription.latest_invoice = invoice.id;
    state.put(subscription);
    await announceInvoice(
      invoice,
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      customerOf(subscription),
    );
    await webhooks.emit('customer.subscription.updated', subscription, customerOf(subscription));
  }

  return {
    /** A paid checkout: the subscription, its invoice, the session completed, and their events. */
    async completeCheckout(session: StripeObject, card: Card) {
      const price = state.get(session._price_id as string)!;
      const interval = (price.recurring as { interval: string }).interval;
      const now = state.nowSeconds(session.customer as string);
      const subscription: StripeObject = state.put({
        id: newId('subscription'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        created: now,
        start_date: now,
        cancel_at_period_end: false,
        canceled_at: null,
        currency: price.currency,
        metadata: session._subscription_metadata ?? {},
        default_payment_method: savePaymentMethod(state, card, session.customer as string).id,
        discounts: [],
        schedule: null,
        items: {
          object: 'list',
          data: [
            {
              id: newId('subscription_item'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: now,
              current_period_end: periodEnd(now, interval),
            },
          ],
        },
      });
      state.data.billing[subscription.id] = { subscriptionId: subscription.id, card, interval };
      const invoice = invoiceFor(subscription, true, price, session.amount_total as number);
      subscription.latest_invoice = invoice.id;
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      state.put(session);
      const customer = customerOf(subscription);
      await webhooks.emit('checkout.session.completed', session, customer);
      await webhooks.emit('customer.subscription.created', subscription, customer);
      await announceInvoice(invoice, 'invoice.paid', customer);
    },

    /** A paid one-off checkout (mode payment: gift memberships): its charge, the session completed, their events. */
    async completePayment(session: StripeObject, card: Card) {
      const charge = charges.attempt({
        customer: customerOf(session),
        amount: session.amount_total as number,
        currency: session.currency as string,
        card,
        paid: true,
        description: (session._line as { name: string }).name,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: charge.payment_intent,
      });
      state.put(session);
      await charges.announce(charge);
      await webhooks.emit('checkout.session.completed', session, customerOf(session));
    },

    /**
     * Time moved on for `customers` (a test clock's, or those without one): each live subscription
     * of theirs renews for every period that ended (or fails to); a failed renewal is tried again once
     * on every advance.
     */
    async advanced(customers: (customer: string) => boolean) {
      state.save();
      for (const subscription of state.all('subscription')) {
        if (!customers(customerOf(subscription))) continue;
        const now = state.nowSeconds(customerOf(subscription));
        if (subscription.status === 'past_due') await renew(subscription);
        while (subscription.status === 'active' && itemOf(subscription).current_period_end <= now)
          await renew(subscription);
      }
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
