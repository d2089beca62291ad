import { membershipPlan } from '#contract/membership-plans.ts';
import type { PaymentMethodKind } from '#shared/data/entities/membership.ts';
import { planView } from '../plan-view.ts';
import type { MembershipItem } from '../repository.ts';
import {
  activeDiscount,
  canSwitchPlan,
  discounted,
  hasCreditCardExpired,
  isEligibleForReactivation,
  type LiveMembership,
} from './manage-rules.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** How a wallet or PayPal is named where a card would show its brand and last four. */
const walletNames: Record<Exclude<PaymentMethodKind, 'CreditCard'>, string> = {
  ApplePayCard: 'Apple Pay',
  GooglePayCard: 'Google Pay',
  PaypalAccount: 'PayPal',
};

export function paymentMethodView(method: MembershipItem['paymentMethod']) {
  if (!method) return null;
  if (method.kind !== 'CreditCard') return { __typename: method.kind, displayName: walletNames[method.kind] };
  return {
    __typename: 'CreditCard',
    cardType: method.cardType ?? 'Card',
    expirationMonth: method.expirationMonth ?? 0,
    expirationYear: method.expirationYear ?? 0,
    lastFour: method.lastFour ?? '',
  };
}

/** Spec 2 §3 MembershipStatus from the membership item: no provider call (the webhooks keep it). */
export function membershipStatusView(membership: LiveMembership, now: number) {
  const plan = membershipPlan(membership.cadence, membership.currency);
  const discount = activeDiscount(membership, now);
  const switchPlan =
    membership.switchPlanCadence && membership.switchPlanAt !== undefined
      ? membershipPlan(membership.switchPlanCadence, membership.currency)
      : undefined;
  return {
    __typename: 'MembershipStatus' as const,
    membershipId: membership.subscriptionId,
    currentPeriodEndsAt: seconds(membership.currentPeriodEndsAt),
    startedAt: seconds(membership.startedAt),
    currency: membership.currency,
    amount: discount ? discounted(membership.amount, discount.percentOff) : membership.amount,
    discountEndsAt: discount ? seconds(discount.endsAt) : null,
    membershipType: membership.cadence,
    isCancelled: Boolean(membership.isCancelled),
    paymentProvider: membership.provider,
    paymentFailedAt: membership.paymentFailedAt === undefined ? null : seconds(membership.paymentFailedAt),
    hasRecurringPaymentFailedMoreThanOnce: (membership.paymentFailureCount ?? 0) > 1,
    hasCreditCardExpired: hasCreditCardExpired(membership, now),
    paymentMethod: paymentMethodView(membership.paymentMethod),
    planV2: {
      discount: discount
        ? {
            // A one-year offer: twelve monthly payments, or one yearly payment, at the discounted price.
            numCycles: plan.billingInterval === 'ANNUAL' ? 1 : 12,
            percentOff: discount.percentOff,
            regularPrice: { amount: plan.amount, currency: plan.currency },
          }
        : null,
    },
    switchPlanSchedule:
      switchPlan && membership.switchPlanAt !== undefined
        ? {
            startAt: seconds(membership.switchPlanAt),
            plan: planView(switchPlan),
            membershipType: switchPlan.cadence,
          }
        : null,
    cancelReason: membership.cancelReason ?? null,
    canSwitchPlan: canSwitchPlan(membership),
    isEligibleForReactivation: isEligibleForReactivation(membership, now),
  };
}

export type MembershipStatusView = ReturnType<typeof membershipStatusView>;
