import { membershipPlan, type MembershipCurrency, type PaidTier } from './membership-plans.ts';

/**
 * Gift memberships (spec 2 §2, §3): what a buyer can give, and what it costs. The price is derived from
 * the price table (membership-plans.ts), never sent by the browser: twelve months cost the tier's yearly
 * plan, fewer months the monthly plan times the months (docs/decisions.md §138).
 */
export const giftLengths = [1, 3, 6, 12] as const;
export type GiftLength = (typeof giftLengths)[number];

/** Spec 2 §2 gift kinds: a gift for one person, a group gift for several. */
export const giftTypes = ['GIFT', 'GROUP_GIFT'] as const;
export type GiftType = (typeof giftTypes)[number];

/** Spec 2 §3 gift type codes: what `giftType` carries in a gift link (`/gift?giftCode=…&giftType=29`). */
export const giftTypeCodes: Record<GiftType, number> = { GIFT: 29, GROUP_GIFT: 31 };

export const giftTypeOfCode = (code: string | number | null | undefined): GiftType | undefined =>
  (Object.keys(giftTypeCodes) as GiftType[]).find((type) => String(giftTypeCodes[type]) === String(code));

/** Spec 3 §3 gift code check results. */
export const giftCodeCheckResults = [
  'VALID',
  'ALREADY_USED',
  'EXPIRED',
  'NOT_FOUND',
  'NOT_REDEEMABLE_BY_PAST_MEMBERS',
] as const;
export type GiftCodeCheckResult = (typeof giftCodeCheckResults)[number];

/** A group gift names 2 to this many recipients; a gift names one. */
export const maxGroupGiftRecipients = 20;

/** The price of one gifted membership of a tier and length, in cents. */
export function giftUnitAmount(tier: PaidTier, months: GiftLength, currency: MembershipCurrency): number {
  const friend = tier === 'FRIEND';
  if (months === 12) return membershipPlan(friend ? 'PREMIUM_YEARLY' : 'YEARLY', currency).amount;
  return membershipPlan(friend ? 'PREMIUM_MONTHLY' : 'MONTHLY', currency).amount * months;
}
