import type Stripe from 'stripe';
import type { SubscriptionStatus } from '#shared/data/entities/membership.ts';

/**
 * Stripe's subscription statuses in spec 3 §3's words, and whether each lets the reader read as a
 * member. A renewal being retried (`past_due`) keeps access until Stripe gives up (then `unpaid` or
 * `canceled`); a first payment never completed (`incomplete`) never gave any.
 */
const statuses: Record<Stripe.Subscription.Status, { status: SubscriptionStatus; grantsAccess: boolean }> = {
  active: { status: 'ACTIVE', grantsAccess: true },
  trialing: { status: 'ACTIVE', grantsAccess: true },
  past_due: { status: 'PENDING_ACTION', grantsAccess: true },
  incomplete: { status: 'PENDING_ACTION', grantsAccess: false },
  unpaid: { status: 'SUSPENDED', grantsAccess: false },
  paused: { status: 'SUSPENDED', grantsAccess: false },
  canceled: { status: 'INACTIVE', grantsAccess: false },
  incomplete_expired: { status: 'INACTIVE', grantsAccess: false },
};

export const subscriptionAccess = (status: Stripe.Subscription.Status) =>
  statuses[status] ?? { status: 'UNKNOWN' as const, grantsAccess: false };
