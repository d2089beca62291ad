import { membershipCurrencies, planCadences } from '#contract/membership-plans.ts';

/** Who takes a membership's payments: Stripe today; Braintree for legacy memberships (no adapter). */
export const paymentProviders = ['STRIPE', 'BRAINTREE'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Spec 3 §3 subscription status. */
export const subscriptionStatuses = ['ACTIVE', 'INACTIVE', 'PENDING_ACTION', 'SUSPENDED', 'UNKNOWN'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

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
    /** Epoch seconds: the provider's time of the subscription state held here (ordering of webhooks). */
    stateAt: { type: 'number' },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
