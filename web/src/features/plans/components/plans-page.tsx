import type { PageProps } from '#web/routes/page-registry.ts';
import { Link } from '#web/lib/router/link.tsx';
import { cadenceOfMembershipType } from '../plan-choice.ts';
import { plansTexts } from '../texts.ts';
import { PlansView } from './plans-view.tsx';

/** /plans (ShowPay), and /plans/confirmation/{membershipType} (ShowPlansConfirmation): that plan only. */
export function PlansPage({ params }: PageProps) {
  const only = cadenceOfMembershipType(params.membershipType);
  return only ? (
    <PlansView
      variant="plans"
      title={plansTexts.confirmationTitle}
      intro={plansTexts.intro}
      only={only}
      footer={
        <p className="plans__intro">
          <Link to="ShowPay" params={{}}>
            {plansTexts.seeAllPlans}
          </Link>
        </p>
      }
    />
  ) : (
    <PlansView variant="plans" title={plansTexts.title} intro={plansTexts.intro} />
  );
}

/** /discount (ShowDiscountPlans): spec 2 §9's half-off first year. */
export function DiscountPlansPage() {
  return <PlansView variant="discount" title={plansTexts.discountTitle} intro={plansTexts.discountIntro} />;
}

/** /get-started/plans (ShowOnboardingPlans): the plans as an onboarding step, which may be skipped. */
export function OnboardingPlansPage() {
  return (
    <PlansView
      variant="onboarding"
      title={plansTexts.onboardingTitle}
      intro={plansTexts.intro}
      footer={
        <p className="plans__intro">
          <Link to="ShowHome" params={{}}>
            {plansTexts.onboardingSkip}
          </Link>
        </p>
      }
    />
  );
}
