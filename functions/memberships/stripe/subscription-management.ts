import type Stripe from 'stripe';
import { planByLookupKey, type MembershipPlan } from '#contract/membership-plans.ts';
import { cancelReasons, type CancelReason } from '#shared/data/entities/membership.ts';
import type { PaymentMethodState, SubscriptionManagement } from '../payment-provider.ts';

/**
 * What the adapter asks Stripe to expand when it reads a subscription, so that one request answers
 * the payment method, the scheduled switch and the retention offer (Stripe expands up to 4 levels).
 */
export const managedSubscriptionExpansions = [
  'default_payment_method',
  'discounts.source.coupon',
  'schedule.phases.items.price',
];

/** Where Folio keeps the reader's cancel reason on the subscription (Stripe's own feedback is coarser). */
export const cancelReasonMetadataKey = 'folioCancelReason';

/** Stripe's card brands in spec 2 §3's card types; any other brand is shown as Stripe names it. */
const cardTypes: Record<string, string> = {
  amex: 'Amex',
  diners: 'Diners club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'China Unionpay',
  visa: 'Visa',
};

const ms = (seconds: number) => seconds * 1000;

const expanded = <T extends { id: string }>(value: string | T | null | undefined): T | undefined =>
  value && typeof value === 'object' ? value : undefined;

/** A payment method in spec 2 §3's kinds: a wallet's card is the wallet; a card is a CreditCard. */
export function toPaymentMethod(method: Stripe.PaymentMethod | undefined): PaymentMethodState | undefined {
  if (!method) return undefined;
  if (method.type === 'paypal') return { kind: 'PaypalAccount' };
  return method.card ? toCardPaymentMethod(method.card) : undefined;
}

/** A card (a PaymentMethod's, or a charge's `payment_method_details.card`) in spec 2 §3's kinds. */
export function toCardPaymentMethod(card: {
  brand: string | null;
  last4: string | null;
  exp_month: number;
  exp_year: number;
  wallet: { type: string } | null;
}): PaymentMethodState {
  if (card.wallet?.type === 'apple_pay') return { kind: 'ApplePayCard' };
  if (card.wallet?.type === 'google_pay') return { kind: 'GooglePayCard' };
  const brand = card.brand ?? 'unknown';
  return {
    kind: 'CreditCard',
    cardType: cardTypes[brand] ?? brand,
    expirationMonth: card.exp_month,
    expirationYear: card.exp_year,
    ...(card.last4 ? { lastFour: card.last4 } : {}),
  };
}

const planOfPrice = (
  price: string | Stripe.Price | Stripe.DeletedPrice | undefined,
): MembershipPlan | undefined => {
  const held = expanded(price);
  const lookupKey = held && !('deleted' in held) ? held.lookup_key : undefined;
  return lookupKey ? planByLookupKey(lookupKey) : undefined;
};

/** The phase after the current one of an active schedule: the plan the subscription switches to. */
function scheduledSwitch(subscription: Stripe.Subscription): SubscriptionManagement['scheduledSwitch'] {
  const schedule = expanded(subscription.schedule);
  if (schedule?.status !== 'active') return undefined;
  const now = schedule.current_phase?.end_date;
  const next = schedule.phases.find((phase) => now !== undefined && phase.start_date >= now);
  const plan = planOfPrice(next?.items[0]?.price);
  const current = planOfPrice(subscription.items.data[0]?.price);
  return next && plan && plan.cadence !== current?.cadence
    ? { plan, startsAt: ms(next.start_date) }
    : undefined;
}

/** The retention offer on the subscription: a percent-off coupon, until the discount ends. */
function discountOf(subscription: Stripe.Subscription): SubscriptionManagement['discount'] {
  for (const discount of (subscription.discounts ?? []).map((candidate) => expanded(candidate))) {
    const coupon = expanded(discount?.source.coupon ?? undefined);
    if (discount?.end && coupon?.percent_off)
      return { percentOff: coupon.percent_off, endsAt: ms(discount.end) };
  }
  return undefined;
}

const reasonOf = (subscription: Stripe.Subscription): CancelReason | undefined => {
  const reason = subscription.metadata[cancelReasonMetadataKey];
  return subscription.cancel_at_period_end && cancelReasons.includes(reason as CancelReason)
    ? (reason as CancelReason)
    : undefined;
};

/** A subscription read with managedSubscriptionExpansions, in Folio's words. */
export const toSubscriptionManagement = (subscription: Stripe.Subscription): SubscriptionManagement => ({
  paymentMethod: toPaymentMethod(expanded(subscription.default_payment_method)),
  scheduledSwitch: scheduledSwitch(subscription),
  discount: discountOf(subscription),
  cancelReason: reasonOf(subscription),
});
