import type { membershipTiers } from '../api/viewer.ts';

type MembershipTier = (typeof membershipTiers)[number];

const rank: Record<MembershipTier, number> = { FREE: 0, MEMBER: 1, FRIEND: 2 };

/** The tiers a user item holds: the paid one (webhooks) and a redeemed gift's (docs/decisions.md §139). */
export interface HeldTiers {
  tier?: MembershipTier | undefined;
  giftTier?: 'MEMBER' | 'FRIEND' | undefined;
  giftEndsAt?: number | undefined;
}

/**
 * The tier a reader is served at `now`: the higher of the paid tier and an unexpired gift's. A gift
 * ends by this read (the authorizer's, every 5 s), with no sweep and no write.
 */
export function servedTier(user: HeldTiers, now: number): MembershipTier {
  const paid = user.tier ?? 'FREE';
  const gift = user.giftTier && (user.giftEndsAt ?? 0) > now ? user.giftTier : 'FREE';
  return rank[gift] > rank[paid] ? gift : paid;
}
