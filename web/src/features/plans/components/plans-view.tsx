import '#plans-styles';
import { Alert, Button, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  membershipCurrencies,
  type MembershipCurrency,
  type PlanCadence,
} from '#contract/membership-plans.ts';
import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { startedFrom } from '#web/lib/plans-link.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isMember, useViewerSession } from '#web/lib/viewer-session.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { LoadFailure } from '#web/ui/account-surface/load-failure.tsx';
import { useMembershipPlansQuery, type MembershipPlanView } from '../api/membership-plans-query.ts';
import { useStartMembershipCheckout } from '../api/start-membership-checkout-mutation.ts';
import { offerOf, welcomeHref, type PlansVariant } from '../plan-choice.ts';
import { plansTexts } from '../texts.ts';
import { PlanCard, planTitle } from './plan-card.tsx';
import { usePlansCurrency } from './use-plans-currency.ts';

interface PlansViewProps {
  variant: PlansVariant;
  title: string;
  intro: string;
  /** Only this plan (/plans/confirmation/{membershipType}); all the variant's plans otherwise. */
  only?: PlanCadence | null;
  /** Under the plans (the onboarding's "Not now"). */
  footer?: ReactNode;
}

/** Spec 2 §2 entry points: the discount page's own, the other plans pages' the marketing pages'. */
const entryOf = (variant: PlansVariant): EntryPoint =>
  variant === 'discount' ? 'discount_plans' : 'marketing_page';

/**
 * The plans (prices from the server, in the reader's currency, switchable) and the way to one: a
 * visitor signs up and comes back here; a non-member goes to the provider's payment page, which sends
 * them to /welcome-member (carrying where they started) or back here; a member is sent to manage.
 */
export function PlansView({ variant, title, intro, only = null, footer }: PlansViewProps) {
  const hydrated = useHydrated();
  const session = useViewerSession();
  const { currency, choose } = usePlansCurrency(hydrated);
  const offer = offerOf(variant);
  const plans = useMembershipPlansQuery({ currency: currency ?? 'USD', offer }, currency === null);
  const start = useStartMembershipCheckout();
  const [here, setHere] = useState<string | null>(null);
  const [starting, setStarting] = useState<PlanCadence | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setHere(window.location.pathname + window.location.search), []);

  const member = session.kind === 'signed-in' && isMember(session.viewer);

  async function choosePlan(plan: MembershipPlanView) {
    if (starting || !currency || !here) return;
    setStarting(plan.cadence);
    setProblem(null);
    const outcome = await start({
      planId: plan.cadence,
      currency,
      offer,
      successPath: welcomeHref(startedFrom(window.location.search)),
      cancelPath: here,
    });
    if (outcome.__typename === 'MembershipCheckout') return pageExit.assign(outcome.url);
    setStarting(null);
    setProblem('message' in outcome ? outcome.message : plansTexts.tryAgain);
  }

  const actionFor = (plan: MembershipPlanView) => {
    if (session.kind === 'signed-out') {
      return (
        <SignInLink
          className="amplify-button amplify-button--primary plan-card__sign-up"
          request={{ operation: 'register', entry: entryOf(variant), ...(here ? { redirectTo: here } : {}) }}
        >
          {plansTexts.signUpToChoose}
        </SignInLink>
      );
    }
    return (
      <Button
        variation="primary"
        isFullWidth
        isDisabled={session.kind !== 'signed-in' || starting !== null || !here}
        onClick={() => void choosePlan(plan)}
      >
        {starting === plan.cadence ? plansTexts.starting : plansTexts.choose(planTitle(plan))}
      </Button>
    );
  };

  let content: ReactNode;
  const shown = plans.data?.membershipPlans.filter((plan) => !only || plan.cadence === only);
  if (shown) {
    content = (
      <ul className="plans__cards">
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            offer={offer !== null}
            action={member ? null : actionFor(plan)}
          />
        ))}
      </ul>
    );
  } else if (plans.error) {
    content = (
      <LoadFailure
        message={plansTexts.tryAgain}
        retryLabel={plansTexts.retry}
        onRetry={() => void plans.refetch()}
        className="plans__problem"
      />
    );
  } else {
    content = (
      <p className="plans__intro" aria-busy="true">
        {plansTexts.loading}
      </p>
    );
  }

  return (
    <AccountSurface>
      <section className="plans" aria-labelledby="plans-title">
        <h1 id="plans-title" className="plans__title">
          {title}
        </h1>
        <p className="plans__intro">{intro}</p>
        {member && (
          <Alert variation="info" hasIcon={false} className="plans__notice" role="status">
            {plansTexts.alreadyMember}{' '}
            <Link to="ShowManageMembershipPage" params={{}}>
              {plansTexts.manageMembership}
            </Link>
          </Alert>
        )}
        {currency && (
          <ToggleButtonGroup
            className="plans__currency"
            aria-label={plansTexts.currency}
            size="small"
            isExclusive
            isSelectionRequired
            value={currency}
            onChange={(value) => choose(value as MembershipCurrency)}
          >
            {membershipCurrencies.map((option) => (
              <ToggleButton key={option} value={option}>
                {option}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <p className="plans__problem" role="alert">
          {problem}
        </p>
        {content}
        {footer}
      </section>
    </AccountSurface>
  );
}
