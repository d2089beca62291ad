import type { MembershipTier } from '#graphql/generated/operations.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/**
 * Spec 1 §2.7, 2 §6: the Upgrade button goes to manage-membership for a Member (a plan switch), to the
 * payment page for everyone else, and is hidden for Friends (nothing to upgrade to): null.
 */
export function upgradeHref(viewerTier: MembershipTier | null | undefined): string | null {
  if (viewerTier === 'FRIEND') return null;
  if (viewerTier === 'MEMBER') return buildRoute('ShowManageMembershipPage', {});
  return buildRoute('ShowPay', {});
}

/** Where 'Learn more' leads: the membership landing page. */
export const learnMoreHref = () => buildRoute('ShowSubscriptionsLanding', {});
