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

/**
 * Offers: a plan's price lowered by a Stripe coupon for a while. Spec 2 §9's "half-off first year 25
 * (crossout 50, saved 25)" is the /discount page's: the yearly Member plan at half price for its first
 * year (a coupon of `duration: once` on a yearly subscription), the full price from the first renewal.
 */
export const membershipOffers = ['HALF_OFF_FIRST_YEAR'] as const;
export type MembershipOffer = (typeof membershipOffers)[number];

interface OfferShape {
  /** The one plan the offer lowers. */
  cadence: PlanCadence;
  percentOff: number;
  /** The Stripe Coupon's id (`npm run stripe:setup` creates it; the checkout applies it). */
  couponId: string;
}

const offers: Record<MembershipOffer, OfferShape> = {
  HALF_OFF_FIRST_YEAR: { cadence: 'YEARLY', percentOff: 50, couponId: 'folio_half_off_first_year' },
};

export const membershipOffer = (offer: MembershipOffer): OfferShape => offers[offer];

/**
 * The plan an offer lowers, priced with it: the table's price is the crossout, the difference the
 * saving (USD yearly: 2500, crossout 5000, saved 2500).
 */
export function offeredPlan(offer: MembershipOffer, currency: MembershipCurrency): MembershipPlan {
  const { cadence, percentOff } = offers[offer];
  const plan = membershipPlan(cadence, currency);
  const amount = Math.round((plan.amount * (100 - percentOff)) / 100);
  return { ...plan, amount, crossoutAmount: plan.amount, savedAmount: plan.amount - amount };
}
