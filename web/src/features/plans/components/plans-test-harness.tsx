import type { ReactNode } from 'react';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { membershipPlans, offeredPlan, type MembershipCurrency } from '#contract/membership-plans.ts';
import { createAppHarness, type Answer } from '#web/lib/testing/app-test-harness.tsx';
import type { Viewer } from '#web/lib/viewer-session.ts';

export { settle } from '#web/lib/testing/app-test-harness.tsx';

/** A reader as ViewerQuery answers them, with a tier (FREE: no membership). */
export const viewerWith = (tier: 'FREE' | 'MEMBER' | 'FRIEND'): Viewer => ({
  id: 'u-reader',
  name: 'Ada Lovelace',
  username: 'ada',
  isSuspended: false,
  emailObfuscated: 'a***@folio.example',
  unverifiedEmail: null,
  dismissableFlags: [],
  membership:
    tier === 'FREE' ? null : { id: 'm-reader', tier, memberSince: 1_700_000_000, friendSince: null },
});

/** The server's answer to MembershipPlansQuery (the API's own mapping of the table). */
export function plansAnswer(currency: MembershipCurrency, offer: string | null | undefined) {
  const plans = offer ? [offeredPlan('HALF_OFF_FIRST_YEAR', currency)] : membershipPlans(currency);
  return {
    membershipPlans: plans.map((plan) => ({
      __typename: 'MembershipPlan',
      id: plan.cadence,
      cadence: plan.cadence,
      tier: plan.tier,
      billingInterval: plan.billingInterval,
      price: {
        __typename: 'MembershipPrice',
        amount: plan.amount,
        currency: plan.currency,
        crossoutAmount: plan.crossoutAmount ?? null,
        savedAmount: plan.savedAmount ?? null,
      },
    })),
  };
}

interface Scenario {
  viewer?: Viewer | null;
  country?: string | null;
  checkout?: unknown;
  /** The tiers /welcome-member's polls answer, one per poll (the last one repeats). */
  tiers?: ('FREE' | 'MEMBER' | 'FRIEND')[];
}

/** The plans pages' tests: the app harness answered by a scripted API. */
export function createPlansHarness() {
  const harness = createAppHarness();
  let polls = 0;
  const answerFor =
    ({ viewer = null, country = null, checkout, tiers = ['FREE'] }: Scenario): Answer =>
    (name, variables) => {
      if (name === 'ViewerQuery')
        return {
          viewer: viewer && {
            __typename: 'User',
            ...viewer,
            membership: viewer.membership && { __typename: 'Membership', ...viewer.membership },
          },
        };
      if (name === 'VisitorQuery')
        return {
          visitor: { __typename: 'Visitor', id: 'v1', geolocation: { __typename: 'Geolocation', country } },
        };
      if (name === 'MembershipPlansQuery')
        return plansAnswer(variables.currency as MembershipCurrency, variables.offer as string | null);
      if (name === 'StartMembershipCheckout') return { startMembershipCheckout: checkout };
      if (name === 'WelcomeMemberQuery') {
        const tier = tiers[Math.min(polls++, tiers.length - 1)]!;
        const membership =
          tier === 'FREE'
            ? null
            : {
                __typename: 'Membership',
                id: 'm-reader',
                tier,
                memberSince: 1_700_000_000,
                friendSince: null,
              };
        return { viewer: { __typename: 'User', id: 'u-reader', membership } };
      }
      throw new Error(`Unexpected operation ${name}`);
    };
  return {
    container: harness.container,
    sent: harness.sent,
    navigations: harness.navigations,
    unmount: harness.unmount,
    get client() {
      return harness.client;
    },
    render(tree: ReactNode, scenario: Scenario = {}) {
      const kind: ViewerKind = scenario.viewer ? 'signed-in' : 'anonymous';
      harness.render(tree, {
        answer: answerFor(scenario),
        viewer: kind,
        view: { kind: 'page', route: 'ShowPay', params: {}, page: 'plans' },
      });
    },
    text: () => harness.container.textContent ?? '',
    links: () =>
      [...harness.container.querySelectorAll('a')].map(
        (a) => [a.textContent, a.getAttribute('href')] as const,
      ),
    buttons: () => [...harness.container.querySelectorAll('button')],
  };
}
