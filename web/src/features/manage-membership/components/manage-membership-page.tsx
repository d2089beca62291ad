import { useFlags } from '#web/lib/flags/use-flags.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { useManageMembership } from '../api/manage-membership-mutations.ts';
import { manageTexts } from '../texts.ts';
import { MembershipFrame } from './membership-frame.tsx';
import { MembershipSummary } from './membership-summary.tsx';
import { SwitchPlan } from './switch-plan.tsx';

/**
 * /manage-membership (ShowManageMembershipPage) and its confirmation
 * (/manage-membership/confirmation/{membershipType}, with enable_premium_tier_plan_switch): the plan,
 * price, next payment, payment method, a scheduled switch, switching plan, and the way to cancel.
 */
export function ManageMembershipPage({ params }: PageProps) {
  const { switchPlan } = useManageMembership(manageTexts.failed);
  const { navigate } = useRouter();
  const confirmationPage = useFlags().enable_premium_tier_plan_switch === true;
  const confirming = params.membershipType !== undefined;

  async function onSwitch(planId: Parameters<typeof switchPlan>[0]) {
    const failure = await switchPlan(planId);
    if (!failure && confirmationPage)
      navigate(buildRoute('ShowManageMembershipConfirmationPage', { membershipType: planId.toLowerCase() }));
    return failure;
  }

  return (
    <MembershipFrame title={confirming ? manageTexts.switchedTitle : manageTexts.title}>
      {(status) => (
        <>
          <MembershipSummary status={status} />
          {!confirming && <SwitchPlan status={status} onSwitch={onSwitch} />}
        </>
      )}
    </MembershipFrame>
  );
}
