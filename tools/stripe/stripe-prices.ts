import type Stripe from 'stripe';
import { allMembershipPlans, type MembershipPlan, type PaidTier } from '#contract/membership-plans.ts';

/** The two Products, by fixed ids of ours, so a second run finds them. */
const products: Record<PaidTier, { id: string; name: string }> = {
  MEMBER: { id: 'folio_member', name: 'Folio Member' },
  FRIEND: { id: 'folio_friend', name: 'Friend of Folio' },
};

export type PriceOutcome = 'created' | 'unchanged' | 'replaced';

const interval = (plan: MembershipPlan) => (plan.billingInterval === 'ANNUAL' ? 'year' : 'month');

const matches = (price: Stripe.Price, plan: MembershipPlan) =>
  price.unit_amount === plan.amount &&
  price.currency === plan.currency.toLowerCase() &&
  price.recurring?.interval === interval(plan);

async function ensureProduct(stripe: Stripe, tier: PaidTier): Promise<string> {
  const { id, name } = products[tier];
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    return (await stripe.products.create({ id, name })).id;
  }
}

/**
 * Makes a Stripe account hold the price table (graphql/contract/membership-plans.ts), idempotently by
 * lookup key: a plan whose Price exists with the same amount, currency and interval is left alone; a
 * changed one gets a new Price that takes the lookup key over (`transfer_lookup_key`), so checkouts
 * move to it while existing subscriptions keep their Price.
 */
export async function setUpStripePrices(stripe: Stripe): Promise<Record<string, PriceOutcome>> {
  const outcomes: Record<string, PriceOutcome> = {};
  for (const plan of allMembershipPlans()) {
    const { data } = await stripe.prices.list({ lookup_keys: [plan.lookupKey], active: true, limit: 1 });
    const existing = data[0];
    if (existing && matches(existing, plan)) {
      outcomes[plan.lookupKey] = 'unchanged';
      continue;
    }
    await stripe.prices.create({
      product: await ensureProduct(stripe, plan.tier),
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.amount,
      recurring: { interval: interval(plan), interval_count: 1 },
      lookup_key: plan.lookupKey,
      transfer_lookup_key: true,
    });
    outcomes[plan.lookupKey] = existing ? 'replaced' : 'created';
  }
  return outcomes;
}
