import { createContext, useContext } from 'react';
import type { ViewerMembershipStatus } from '#web/connected/membership/membership-status-query.ts';

/**
 * Spec 2 §3 MembershipStatus: what the reactivation and payment banners are decided from. Times are
 * AWSTimestamps (whole seconds), as the API sends them.
 * Answered by MembershipStatusQuery (connected/membership) for members; `toBannerStatus` reads it.
 */
export type PaymentProvider = 'braintree' | 'stripe';

export type PaymentMethod =
  | {
      kind: 'CreditCard';
      cardType: string;
      expirationMonth: number;
      expirationYear: number;
      lastFour: string;
    }
  | { kind: 'ApplePayCard' | 'GooglePayCard' | 'PaypalAccount' };

export interface MembershipStatus {
  membershipId: string;
  currentPeriodEndsAt: number;
  isCancelled: boolean;
  /** Null for a provider the banners do not handle (gifts, app stores). */
  paymentProvider: PaymentProvider | null;
  paymentFailedAt: number | null;
  hasRecurringPaymentFailedMoreThanOnce: boolean;
  hasCreditCardExpired: boolean;
  paymentMethod: PaymentMethod | null;
}

/** A status given to the banners directly (tests); otherwise they read the viewer's from the API. */
export const MembershipStatusContext = createContext<MembershipStatus | null>(null);

export const useProvidedMembershipStatus = (): MembershipStatus | null => useContext(MembershipStatusContext);

/** The API's MembershipStatus in the banners' words. */
export function toBannerStatus(status: ViewerMembershipStatus): MembershipStatus {
  const method = status.paymentMethod;
  return {
    membershipId: status.membershipId,
    currentPeriodEndsAt: status.currentPeriodEndsAt,
    isCancelled: status.isCancelled,
    paymentProvider: status.paymentProvider === 'STRIPE' ? 'stripe' : 'braintree',
    paymentFailedAt: status.paymentFailedAt ?? null,
    hasRecurringPaymentFailedMoreThanOnce: status.hasRecurringPaymentFailedMoreThanOnce,
    hasCreditCardExpired: status.hasCreditCardExpired,
    paymentMethod: !method
      ? null
      : method.__typename === 'CreditCard'
        ? { kind: 'CreditCard', ...method }
        : { kind: method.__typename },
  };
}

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Spec 2 §4: banners concern Stripe and Braintree memberships only (as reactivation and plan switching). */
export const isManagedProvider = (status: MembershipStatus): boolean =>
  status.paymentProvider === 'stripe' || status.paymentProvider === 'braintree';

export const periodEndMs = (status: MembershipStatus): number => status.currentPeriodEndsAt * 1000;
