import { membershipCurrencies, planCadences } from '#contract/membership-plans.ts';

/** Who takes a membership's payments: Stripe today; Braintree for legacy memberships (no adapter). */
export const paymentProviders = ['STRIPE', 'BRAINTREE'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Spec 3 §3 subscription status. */
export const subscriptionStatuses = ['ACTIVE', 'INACTIVE', 'PENDING_ACTION', 'SUSPENDED', 'UNKNOWN'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec 2 §3 payment method kinds. */
export const paymentMethodKinds = ['CreditCard', 'ApplePayCard', 'GooglePayCard', 'PaypalAccount'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** Spec 2 §9 cancel reasons. */
export const cancelReasons = [
  'CONTENT',
  'COSTS',
  'DUPLICATE_ACCOUNTS',
  'FEATURE_USAGE',
  'OTHER',
  'PREMIUM_TIER_SUBSCRIPTION',
  'SWITCHING_PRODUCT',
  'TIME',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

/**
 * A reader's paid membership (spec 2 §3 MembershipStatus), one per user, written only by the
 * memberships domain: created with the provider's customer on the first checkout, then changed only
 * by verified webhooks, each in one transaction with its `paymentEvent` (functions/memberships).
 * `stateAt` is the provider's time of the state it holds (epoch seconds), so an older event never
 * overwrites a newer state. The tier readers are served by stays on the `user` item.
 */
export const membershipSchema = {
  model: { entity: 'membership', version: '1', service: 'folio' },
  attributes: {
    userId: { type: 'string', required: true },
    provider: { type: paymentProviders, required: true },
    /** The provider's customer (Stripe `cus_…`), made once per reader. */
    customerId: { type: 'string', required: true },
    subscriptionId: { type: 'string' },
    status: { type: subscriptionStatuses, default: 'INACTIVE' },
    cadence: { type: planCadences },
    currency: { type: membershipCurrencies },
    /** Cents per billing period. */
    amount: { type: 'number' },
    /** Epoch ms. */
    startedAt: { type: 'number' },
    currentPeriodEndsAt: { type: 'number' },
    /** Cancelled at the period's end: access stays until then. */
    isCancelled: { type: 'boolean', default: false },
    /** Epoch ms of the latest failed renewal, cleared by a paid one; and how many failed in a row. */
    paymentFailedAt: { type: 'number' },
    paymentFailureCount: { type: 'number' },
    // Managing a membership (issue #14): what the manage page and the banners read, kept by webhooks
    // from the provider's subscription so that reading the status costs no provider call.
    /** The subscription's default payment method (spec 2 §3 payment method kinds). */
    paymentMethod: {
      type: 'map',
      properties: {
        kind: { type: paymentMethodKinds, required: true },
        cardType: { type: 'string' },
        expirationMonth: { type: 'number' },
        expirationYear: { type: 'number' },
        lastFour: { type: 'string' },
      },
    },
    /** A plan switch scheduled at the period's end (spec 2 §3 switchPlanSchedule): its plan and epoch ms. */
    switchPlanCadence: { type: planCadences },
    switchPlanAt: { type: 'number' },
    /** A retention offer applied (percent off) and when it ends, epoch ms. */
    discountPercentOff: { type: 'number' },
    discountEndsAt: { type: 'number' },
    /** Why the reader cancelled (spec 2 §9 cancel reasons). */
    cancelReason: { type: cancelReasons },
    /** Epoch seconds: the provider's time of the subscription state held here (ordering of webhooks). */
    stateAt: { type: 'number' },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
