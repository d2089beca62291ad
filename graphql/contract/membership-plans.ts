/**
 * The membership price table (spec 2 §9, spec 3 §3): the one place prices live. The server answers
 * them (`membershipPlans`), charges them (the Stripe Price whose lookup key a plan names), and the
 * browser only ever sends a plan's cadence and a currency, never an amount. Money is in cents.
 *
 * CAD is ours (the spec names the currency, not its prices): the same numbers as USD, in Canadian
 * dollars — one table, which the web client already showed (docs/decisions.md §127).
 */
export const membershipCurrencies = ['USD', 'CAD'] as const;
export type MembershipCurrency = (typeof membershipCurrencies)[number];

/** Spec 3 §3 plan cadence: Member monthly and yearly, Friend ("premium") monthly and yearly. */
export const planCadences = ['MONTHLY', 'YEARLY', 'PREMIUM_MONTHLY', 'PREMIUM_YEARLY'] as const;
export type PlanCadence = (typeof planCadences)[number];

export type PaidTier = 'MEMBER' | 'FRIEND';
export type BillingInterval = 'MONTHLY' | 'ANNUAL';

export interface PlanPrice {
  /** Cents. */
  amount: number;
  /** What twelve months of the monthly plan cost (yearly plans only), cents. */
  crossoutAmount?: number;
}

interface PlanShape {
  tier: PaidTier;
  billingInterval: BillingInterval;
}

const planShapes: Record<PlanCadence, PlanShape> = {
  MONTHLY: { tier: 'MEMBER', billingInterval: 'MONTHLY' },
  YEARLY: { tier: 'MEMBER', billingInterval: 'ANNUAL' },
  PREMIUM_MONTHLY: { tier: 'FRIEND', billingInterval: 'MONTHLY' },
  PREMIUM_YEARLY: { tier: 'FRIEND', billingInterval: 'ANNUAL' },
};

const dollars = (amount: number) => amount * 100;

/** Spec 2 §9's prices; CAD charges the same numbers in Canadian dollars (see above). */
const prices: Record<PlanCadence, PlanPrice> = {
  MONTHLY: { amount: dollars(5) },
  YEARLY: { amount: dollars(50), crossoutAmount: dollars(60) },
  PREMIUM_MONTHLY: { amount: dollars(15) },
  PREMIUM_YEARLY: { amount: dollars(150), crossoutAmount: dollars(180) },
};
const priceTable: Record<MembershipCurrency, Record<PlanCadence, PlanPrice>> = { USD: prices, CAD: prices };

export interface MembershipPlan extends PlanShape, PlanPrice {
  cadence: PlanCadence;
  currency: MembershipCurrency;
  /** crossoutAmount − amount: the spec's "saved 10" on the USD yearly plan; absent on monthly plans. */
  savedAmount?: number;
  /**
   * The Stripe Price's lookup key (`npm run stripe:setup` creates the Price with it; the adapter finds
   * the Price by it), e.g. `folio_yearly_usd`.
   */
  lookupKey: string;
}

/** One plan of the table. */
export function membershipPlan(cadence: PlanCadence, currency: MembershipCurrency): MembershipPlan {
  const price = priceTable[currency][cadence];
  return {
    cadence,
    currency,
    ...planShapes[cadence],
    ...price,
    ...(price.crossoutAmount === undefined ? {} : { savedAmount: price.crossoutAmount - price.amount }),
    lookupKey: `folio_${cadence.toLowerCase()}_${currency.toLowerCase()}`,
  };
}

/** The four plans in one currency, in the table's order. */
export const membershipPlans = (currency: MembershipCurrency): MembershipPlan[] =>
  planCadences.map((cadence) => membershipPlan(cadence, currency));

/** Every plan of every currency: what a Stripe account must hold as Prices. */
export const allMembershipPlans = (): MembershipPlan[] => membershipCurrencies.flatMap(membershipPlans);

/** The plan a Price's lookup key names, if it is one of ours. */
export const planByLookupKey = (lookupKey: string): MembershipPlan | undefined =>
  allMembershipPlans().find((plan) => plan.lookupKey === lookupKey);

/** The viewer's currency from their country (spec: CA → CAD), USD elsewhere. */
export const currencyForCountry = (country: string | undefined): MembershipCurrency =>
  country?.toUpperCase() === 'CA' ? 'CAD' : 'USD';
