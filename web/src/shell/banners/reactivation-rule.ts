import { DAY_MS, isManagedProvider, periodEndMs, type MembershipStatus } from './membership-status.ts';

/** Spec 2 §4, §9: a dismissal hides the banner 14 days… */
export const REACTIVATION_DISMISSAL_MS = 14 * DAY_MS;
/** …but within the last 4 weeks of the period it comes back, without its close button. */
export const REACTIVATION_REAPPEAR_MS = 28 * DAY_MS;

export interface ReactivationBanner {
  /** When the membership ends (epoch ms). */
  endsAt: number;
  closable: boolean;
}

/** Spec 2 §4 "Reactivation dialog": Stripe or Braintree, cancelled, with a payment method. */
export const isEligibleForReactivation = (status: MembershipStatus): boolean =>
  isManagedProvider(status) && status.isCancelled && status.paymentMethod !== null;

/** Spec 2 §4 reactivation banner: for members eligible for reactivation, unless recently dismissed. */
export function reactivationBanner(
  status: MembershipStatus | null,
  dismissedAt: number | null,
  now: number,
): ReactivationBanner | null {
  if (!status || !isEligibleForReactivation(status)) return null;
  const endsAt = periodEndMs(status);
  if (endsAt <= now) return null; // the membership is over: nothing left to reactivate from here
  const finalStretch = endsAt - now < REACTIVATION_REAPPEAR_MS;
  if (!finalStretch && dismissedAt !== null && now - dismissedAt < REACTIVATION_DISMISSAL_MS) return null;
  return { endsAt, closable: !finalStretch };
}
