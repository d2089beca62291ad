import Stripe from 'stripe';
import { planByLookupKey, type MembershipPlan } from '#contract/membership-plans.ts';
import {
  WebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionState,
} from '../payment-provider.ts';
import { createCardUpdater } from './card-update.ts';
import { createChargeReader, giftOrderMetadataKey, toChargeState } from './charge-reader.ts';
import { managedSubscriptionExpansions, toSubscriptionManagement } from './subscription-management.ts';
import { createSubscriptionManager } from './subscription-manager.ts';
import { subscriptionAccess } from './subscription-status.ts';

/**
 * The Stripe API version Folio is written against: pinned, so an SDK upgrade never changes the shapes
 * it reads (a webhook endpoint in the dashboard should use the same version, docs/deploy.md).
 */
export const stripeApiVersion = '2026-10-28.endive';

export interface StripeSettings {
  apiKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: () => Promise<string> | string;
  /** Another API than api.stripe.com: the local stand-in (infra/local/stripe), `http://127.0.0.1:{port}`. */
  apiBase?: string;
}

/** The events Folio's webhook endpoint subscribes to (docs/deploy.md "Connecting Stripe"). */
export const stripeWebhookEvents = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  // Managing a membership (issue #14): a switch at the period's end lives in a subscription schedule.
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  // Billing history (issue #14, decision 146): every charge, as made, declined or refunded.
  'charge.succeeded',
  'charge.failed',
  'charge.refunded',
] as const;

/** The SDK's own options for a base address other than Stripe's (its documented host, port, protocol). */
export function stripeClientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

const ms = (seconds: number) => seconds * 1000;

/** The subscription's own events; every type not named here or below is acknowledged and ignored. */
const subscriptionEvents = new Set<string>(
  stripeWebhookEvents.filter((type) => type.startsWith('customer.subscription.')),
);

/** A verified Stripe event in Folio's words (payment-provider.ts PaymentEvent). */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type, occurredAt: event.created };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const customerId = idOf(session.customer);
    const subscriptionId = idOf(session.subscription);
    if (session.mode === 'subscription' && customerId && subscriptionId)
      return { ...base, kind: 'subscription-changed', customerId, subscriptionId };
    // Updating a card: a setup-mode session saved one through its SetupIntent (card-update.ts).
    const setupId = idOf(session.setup_intent);
    if (session.mode === 'setup' && customerId && setupId)
      return { ...base, kind: 'card-saved', customerId, setupId };
    // Gift memberships: a paid one-off payment for a gift order.
    const orderId = session.metadata?.[giftOrderMetadataKey];
    if (session.mode === 'payment' && session.payment_status === 'paid' && customerId && orderId)
      return {
        ...base,
        kind: 'gift-paid',
        customerId,
        orderId,
        amountPaid: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
      };
  } else if (subscriptionEvents.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    const customerId = idOf(subscription.customer);
    if (customerId)
      return { ...base, kind: 'subscription-changed', customerId, subscriptionId: subscription.id };
  } else if (event.type.startsWith('subscription_schedule.')) {
    const schedule = event.data.object as Stripe.SubscriptionSchedule;
    const customerId = idOf(schedule.customer);
    const subscriptionId = idOf(schedule.subscription) ?? schedule.released_subscription;
    if (customerId && subscriptionId)
      return { ...base, kind: 'subscription-changed', customerId, subscriptionId };
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const customerId = idOf(event.data.object.customer);
    const kind = event.type === 'invoice.paid' ? 'payment-succeeded' : 'payment-failed';
    if (customerId) return { ...base, kind, customerId };
  } else if (event.type.startsWith('charge.')) {
    const charge = toChargeState(event.data.object as Stripe.Charge);
    if (charge) return { ...base, kind: 'charge-changed', customerId: charge.customerId, charge };
  }
  return { ...base, kind: 'ignored' };
}

/** A subscription in Folio's words: its status, its plan (by its price's lookup key), its period. */
function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const lookupKey = item?.price.lookup_key;
  const plan: MembershipPlan | undefined = lookupKey ? planByLookupKey(lookupKey) : undefined;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    ...subscriptionAccess(subscription.status),
    plan,
    startedAt: ms(subscription.start_date),
    currentPeriodEndsAt: ms(item?.current_period_end ?? subscription.start_date),
    isCancelled: subscription.cancel_at_period_end,
    management: toSubscriptionManagement(subscription),
  };
}

/** The PaymentProvider port on the official Stripe SDK (DESIGN.md §1, docs/decisions.md §125). */
export function createStripeProvider(settings: StripeSettings, client?: Stripe): PaymentProvider {
  const stripe =
    client ??
    new Stripe(settings.apiKey, {
      apiVersion: stripeApiVersion as Stripe.StripeConfig['apiVersion'],
      maxNetworkRetries: 2,
      timeout: 10_000,
      appInfo: { name: 'Folio' },
      ...stripeClientOptions(settings.apiBase),
    });
  // The Price ids behind the table's lookup keys: read once per container (they never change).
  const priceIds = new Map<string, Promise<string>>();
  const priceIdOf = (lookupKey: string) => {
    let id = priceIds.get(lookupKey);
    if (!id) {
      id = stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }).then(({ data }) => {
        const price = data[0];
        if (!price)
          throw new Error(`No active Stripe Price has the lookup key ${lookupKey} (npm run stripe:setup)`);
        return price.id;
      });
      id.catch(() => priceIds.delete(lookupKey));
      priceIds.set(lookupKey, id);
    }
    return id;
  };
  let webhookSecret: string | undefined;

  return {
    name: 'STRIPE',
    ...createSubscriptionManager({ stripe, priceIdOf, toState: toSubscriptionState }),
    ...createCardUpdater(stripe),

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { name, ...(email ? { email } : {}), metadata: { folioUserId: userId } },
        // One customer per reader even when two checkouts start at once (Stripe keeps keys 24 hours).
        { idempotencyKey: `folio-customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckout({ userId, customerId, plan, couponId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: await priceIdOf(plan.lookupKey), quantity: 1 }],
        ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
        subscription_data: { metadata: { folioUserId: userId, cadence: plan.cadence } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return session.url;
    },

    // Gift memberships: one line with an inline price (the amount is the price table's, computed by Folio).
    async createGiftCheckout(request) {
      const { userId, customerId, orderId, description, unitAmount, quantity, currency } = request;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customerId,
        client_reference_id: userId,
        line_items: [
          {
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: unitAmount,
              product_data: { name: description },
            },
            quantity,
          },
        ],
        metadata: { [giftOrderMetadataKey]: orderId, folioUserId: userId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return session.url;
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRefused('No Stripe-Signature header.');
      webhookSecret ??= await settings.webhookSecret();
      try {
        return toPaymentEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookRefused(error.message);
        throw error;
      }
    },

    chargePurchase: createChargeReader(stripe),

    async subscription(subscriptionId) {
      try {
        return toSubscriptionState(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: managedSubscriptionExpansions }),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },
  };
}
