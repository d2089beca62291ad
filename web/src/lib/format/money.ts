import { membershipPlan, planCadences, type PlanCadence } from '#contract/membership-plans.ts';

/**
 * Money (spec 1 §9, 2 §9, 3 §9): amounts are held in cents (divisor 100) and shown with 0 to 2 decimals,
 * 2 by default, with the currency's narrow symbol.
 */
export type Currency = 'USD' | 'CAD';

export const CENTS_PER_UNIT = 100;

export interface MoneyFormatOptions {
  decimals?: 0 | 1 | 2;
}

// One formatter per (currency, decimals): building an Intl.NumberFormat is far dearer than using one.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * '$5.00' from 500 cents. The locale is fixed to en-US so the server and the browser print the same
 * text. With the narrow symbol CAD also prints '$' (formatMoney(500, 'CAD') is '$5.00', not 'CA$5.00'):
 * that is what the spec asks for; a page mixing currencies must say which one it shows. Amounts round
 * half away from zero when decimals are dropped (550 cents with 0 decimals is '$6').
 */
export function formatMoney(cents: number, currency: Currency, { decimals = 2 }: MoneyFormatOptions = {}) {
  const key = `${currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / CENTS_PER_UNIT);
}

/** The price rounding helper of spec 2 §9, on whole cents: 501 → 525, 525 → 525. */
export const roundUpToQuarterCents = (cents: number) => Math.ceil(cents / 25) * 25;

/**
 * The same on currency units (5.01 → 5.25, 5.25 → 5.25). It goes through cents, dropping noise below a
 * ten-thousandth of a cent first, so a sum like 1.1 + 0.15 (1.2500000000000002) stays 1.25.
 */
export const roundUpToQuarter = (amount: number) =>
  roundUpToQuarterCents(Math.ceil(Math.round(amount * CENTS_PER_UNIT * 10_000) / 10_000)) / CENTS_PER_UNIT;

/**
 * Spec 2 §9: the upsell shows the yearly price divided by 52 as a per-week price. Rounded to the nearest
 * whole cent, the same cent formatMoney would print (5000 → 96, i.e. '$0.96').
 */
export const weeklyPrice = (yearlyCents: number) => Math.round(yearlyCents / 52);

/** Plan cadences as the server names them (spec 3 §3); monthly and yearly are Member, premium ones Friend. */
export type MembershipType = PlanCadence;

/** Spec 2 §3: a membership price is an amount, a currency and an optional crossout amount, in cents. */
export interface MembershipPrice {
  amount: number;
  currency: Currency;
  crossoutAmount: number | null;
}

export const UNAVAILABLE_MEMBERSHIP_PRICE = 'Unavailable membership price';

/**
 * The price of a plan, from the one price table the server charges (graphql/contract/membership-plans.ts).
 * The type and currency usually come from the server as plain strings, so both are checked at run time;
 * anything unknown throws 'Unavailable membership price' (spec 2 §8, 3 §8).
 */
export function membershipPrice(type: string, currency: string): MembershipPrice {
  const known = (planCadences as readonly string[]).includes(type);
  if (!known || (currency !== 'USD' && currency !== 'CAD')) throw new Error(UNAVAILABLE_MEMBERSHIP_PRICE);
  const { amount, crossoutAmount } = membershipPlan(type as PlanCadence, currency);
  return { amount, currency, crossoutAmount: crossoutAmount ?? null };
}

/** What the crossout saves (yearly: 6000 − 5000 = 1000 cents, the spec's "saved 10"); 0 without one. */
export const membershipSaving = (price: MembershipPrice) =>
  price.crossoutAmount === null ? 0 : price.crossoutAmount - price.amount;
