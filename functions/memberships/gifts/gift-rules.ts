import { createHash, randomBytes } from 'node:crypto';
import type { GiftCodeCheckResult, GiftType } from '#contract/gift-plans.ts';
import { hasPastMemberships, type MembershipHistory } from '#shared/data/membership-history.ts';

/** How long a gift code can be redeemed after its purchase. */
export const giftCodeLifetimeMs = 365 * 24 * 3600 * 1000;

/** Crockford's base 32 (no I, L, O, U): easy to read aloud and to type. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code: 16 random characters (80 bits) in four groups, `7K2M-…`: unguessable, typeable. */
export function newGiftCode(): string {
  const characters = [...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/** A code as typed (any case, spaces or dashes) in its one written form, or undefined if it cannot be one. */
export function normalizeGiftCode(typed: string): string | undefined {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (characters.length !== 16 || [...characters].some((character) => !alphabet.includes(character)))
    return undefined;
  return characters.match(/.{4}/g)!.join('-');
}

/** What the table keeps of a code: its SHA-256, so a read of the table gives no code away. */
export const hashGiftCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A gift code as stored, as far as checking it goes. */
export interface StoredGiftCode {
  giftType: GiftType;
  expiresAt: number;
  redeemedAt?: number | undefined;
}

/**
 * Spec 3 §3's gift code check (docs/decisions.md §139): a code used once is ALREADY_USED, then one past
 * its expiry EXPIRED. A group gift (type 31) is for readers new to membership: a reader whose membership
 * ended (hasPastMemberships, decision 150, the Viewer's field) is NOT_REDEEMABLE_BY_PAST_MEMBERS; a gift
 * (type 29) is for anyone. A current member is refused at redemption (Conflict), whatever the code.
 */
export function checkGiftCode(
  code: StoredGiftCode | undefined,
  reader: MembershipHistory,
  now: number,
): GiftCodeCheckResult {
  if (!code) return 'NOT_FOUND';
  if (code.redeemedAt !== undefined) return 'ALREADY_USED';
  if (code.expiresAt <= now) return 'EXPIRED';
  if (code.giftType === 'GROUP_GIFT' && hasPastMemberships(reader, now))
    return 'NOT_REDEEMABLE_BY_PAST_MEMBERS';
  return 'VALID';
}

/** When a gift redeemed at `now` ends: `months` calendar months on (UTC), as a subscription's period. */
export function giftEndsAt(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
