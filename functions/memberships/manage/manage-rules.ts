import type { MembershipItem } from '../repository.ts';

/**
 * The rules of managing a membership (spec 2 §4), pure, over the membership as the table holds it.
 * Times are epoch ms.
 */

/** Spec 2 §4: reactivation and plan switching concern Stripe and Braintree memberships. */
const managedProvider = (membership: MembershipItem) =>
  membership.provider === 'STRIPE' || membership.provider === 'BRAINTREE';

/** A membership the reader holds now: a subscription that has not ended. */
export const isLive = (membership: MembershipItem): membership is MembershipItem & LiveFields =>
  Boolean(membership.subscriptionId) &&
  membership.status !== 'INACTIVE' &&
  membership.cadence !== undefined &&
  membership.currency !== undefined &&
  membership.amount !== undefined &&
  membership.startedAt !== undefined &&
  membership.currentPeriodEndsAt !== undefined;

type LiveFields = Required<
  Pick<
    MembershipItem,
    'subscriptionId' | 'cadence' | 'currency' | 'amount' | 'startedAt' | 'currentPeriodEndsAt'
  >
>;
export type LiveMembership = MembershipItem & LiveFields;

/** Spec 2 §4 plan switching: Stripe or Braintree, not cancelled, no payment failure recorded. */
export const canSwitchPlan = (membership: LiveMembership): boolean =>
  managedProvider(membership) && !membership.isCancelled && membership.paymentFailedAt === undefined;

/** Spec 2 §4 reactivation: Stripe or Braintree, cancelled, a payment method held — while the period lasts. */
export const isEligibleForReactivation = (membership: LiveMembership, now: number): boolean =>
  managedProvider(membership) &&
  Boolean(membership.isCancelled) &&
  membership.paymentMethod !== undefined &&
  membership.currentPeriodEndsAt > now;

/** A card is expired once its expiry month is over (cards are valid through the last day of it). */
export function hasCreditCardExpired(membership: MembershipItem, now: number): boolean {
  const card = membership.paymentMethod;
  if (card?.kind !== 'CreditCard' || !card.expirationYear || !card.expirationMonth) return false;
  return Date.UTC(card.expirationYear, card.expirationMonth, 1) <= now;
}

/** A retention offer still discounting the coming payments. */
export const activeDiscount = (membership: MembershipItem, now: number) =>
  membership.discountPercentOff !== undefined &&
  membership.discountEndsAt !== undefined &&
  membership.discountEndsAt > now
    ? { percentOff: membership.discountPercentOff, endsAt: membership.discountEndsAt }
    : undefined;

/** The price less a percent off, in whole cents (Stripe rounds a coupon's discount the same way). */
export const discounted = (amount: number, percentOff: number) =>
  amount - Math.round((amount * percentOff) / 100);
