import type { RouteName } from '#web/routes/catalogue.ts';
import type { MembershipStatus } from './membership-status.ts';
import { paymentBanner, type PaymentBanner } from './payment-rule.ts';
import { reactivationBanner, type ReactivationBanner } from './reactivation-rule.ts';
import { showsMembershipUpsell } from './upsell-rule.ts';

/** One banner at a time above the page (spec 2 §4). */
export type Banner =
  | { kind: 'membership-upsell' }
  | ({ kind: 'reactivation' } & ReactivationBanner)
  | ({ kind: 'payment' } & PaymentBanner);

export interface BannerFacts {
  member: boolean;
  hydrated: boolean;
  onLockedPost: boolean;
  route: RouteName | null;
  status: MembershipStatus | null;
  /** The reader's dismissed flags (viewer.dismissableFlags), plus any dismissed on this page. */
  dismissedFlags: readonly string[];
  /** Local dismissals, epoch ms. */
  upsellDismissedAt: number | null;
  reactivationDismissedAt: number | null;
  now: number;
}

/** Spec 2 §4 "Banners (priority: upsell, then reactivation, then payment)" for a signed-in reader. */
export function chooseBanner(facts: BannerFacts): Banner | null {
  const { now, status } = facts;
  if (
    showsMembershipUpsell({
      signedIn: true,
      member: facts.member,
      hydrated: facts.hydrated,
      onLockedPost: facts.onLockedPost,
      dismissedAt: facts.upsellDismissedAt,
      now,
    })
  ) {
    return { kind: 'membership-upsell' };
  }
  const reactivation = reactivationBanner(status, facts.reactivationDismissedAt, now);
  if (reactivation) return { kind: 'reactivation', ...reactivation };
  const payment = paymentBanner(status, facts.route, facts.dismissedFlags, now);
  return payment ? { kind: 'payment', ...payment } : null;
}
