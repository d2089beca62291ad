import { createContext, useContext } from 'react';

/**
 * Spec 2 §3 MembershipStatus: what the reactivation and payment banners are decided from. Times are
 * AWSTimestamps (whole seconds), as the API sends them.
 *
 * No query answers it yet: memberships, payments and their providers come with the payments work (spec 2
 * §7 UsePaymentMethodRetention, UseReactivateMembershipUpsell). Until then every reader has none, and
 * those two banners never show; their rules are written and tested against this shape.
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

/**
 * Where the banners read the reader's membership status from. Nothing provides one yet, so it is null
 * for everyone; the payments work will answer it from a query here (tests provide one).
 */
export const MembershipStatusContext = createContext<MembershipStatus | null>(null);

export const useMembershipStatus = (): MembershipStatus | null => useContext(MembershipStatusContext);

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Spec 2 §4: banners concern Stripe and Braintree memberships only (as reactivation and plan switching). */
export const isManagedProvider = (status: MembershipStatus): boolean =>
  status.paymentProvider === 'stripe' || status.paymentProvider === 'braintree';

export const periodEndMs = (status: MembershipStatus): number => status.currentPeriodEndsAt * 1000;
