import type { MembershipPlan } from '#contract/membership-plans.ts';

/** A plan of the table as the API shows it (`MembershipPlan`): its id is its cadence. */
export const planView = (plan: MembershipPlan) => ({
  id: plan.cadence,
  ...plan,
  price: {
    amount: plan.amount,
    currency: plan.currency,
    crossoutAmount: plan.crossoutAmount ?? null,
    savedAmount: plan.savedAmount ?? null,
  },
});
