import type { DismissableFlag } from '#contract/dismissable-flags.ts';
import type { RouteName } from '#web/routes/catalogue.ts';
import { texts } from '#web/lib/texts.ts';
import { isManagedProvider, periodEndMs, WEEK_MS, type MembershipStatus } from './membership-status.ts';

/** Spec 2 §4: the only routes the payment banner shows on. */
export const paymentBannerRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'ShowHome',
  'ShowSettings',
  'ShowSettingsTab',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
]);

/** Spec 2 §4: the per-user flags (DismissFlag) a dismissal persists, from the API's catalogue. */
export const paymentDismissFlags = {
  expired: 'expired-last-week',
  expiring: 'will-expire-last-week',
} as const satisfies Record<string, DismissableFlag>;

export interface PaymentBanner {
  case: 'expired' | 'failed' | 'expiring';
  message: string;
  linkLabel: string;
  tone: 'error' | 'neutral';
  /** The flag a dismissal records; null when it cannot be dismissed. */
  dismissFlag: string | null;
}

/** A credit card works until the end of its expiration month (UTC). */
export function cardExpiresAt(status: MembershipStatus): number | null {
  const method = status.paymentMethod;
  if (method?.kind !== 'CreditCard') return null;
  return Date.UTC(method.expirationYear, method.expirationMonth, 1); // month is 1-based: the next month's start
}

/** The message the status calls for, before any dismissal (spec 2 §4, cases in order). */
function paymentCase(status: MembershipStatus, now: number): PaymentBanner | null {
  const endsAt = periodEndMs(status);
  const endsWithinWeek = endsAt - now <= WEEK_MS;
  if (status.hasCreditCardExpired) {
    const failed = status.paymentFailedAt !== null;
    return {
      case: 'expired',
      message: texts.banners.paymentExpired,
      linkLabel: texts.banners.paymentExpiredLink,
      tone: failed ? 'error' : 'neutral',
      dismissFlag: !failed && !endsWithinWeek ? paymentDismissFlags.expired : null,
    };
  }
  if (status.hasRecurringPaymentFailedMoreThanOnce) {
    return {
      case: 'failed',
      message: texts.banners.paymentFailed,
      linkLabel: texts.banners.updatePaymentMethod,
      tone: 'error',
      dismissFlag: null,
    };
  }
  const expiresAt = cardExpiresAt(status);
  if (expiresAt !== null && expiresAt < endsAt && endsWithinWeek) {
    return {
      case: 'expiring',
      message: texts.banners.paymentExpiresSoon,
      linkLabel: texts.banners.updatePaymentMethod,
      tone: 'neutral',
      dismissFlag: paymentDismissFlags.expiring,
    };
  }
  return null;
}

/**
 * Spec 2 §4 payment banner: on its routes, for non-cancelled Braintree or Stripe members with a message,
 * unless that message was dismissed (its flag is among the reader's dismissed flags).
 */
export function paymentBanner(
  status: MembershipStatus | null,
  route: RouteName | null,
  dismissedFlags: readonly string[],
  now: number,
): PaymentBanner | null {
  if (!status || !route || !paymentBannerRoutes.has(route)) return null;
  if (!isManagedProvider(status) || status.isCancelled) return null;
  const banner = paymentCase(status, now);
  if (!banner || (banner.dismissFlag !== null && dismissedFlags.includes(banner.dismissFlag))) return null;
  return banner;
}
