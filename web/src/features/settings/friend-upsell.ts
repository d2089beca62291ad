import type { MembershipTier } from '#graphql/generated/operations.ts';

/**
 * Spec 2 §4 "Settings Friend upsell", §9: once dismissed it stays away 180 days, "30 x 6 units of a base
 * interval" whose unit the spec does not show — read as days, the only unit that gives 180 days.
 */
export const friendUpsellQuietMs = 30 * 6 * 86_400_000;

/** Where the dismissal's time is kept (web/src/lib/local-store.ts). */
export const friendUpsellDismissedKey = 'folio:settings-friend-upsell-dismissed-at';

export interface FriendUpsellInput {
  /** Spec 2 §4 plan switching: a Stripe or Braintree membership, not cancelled, no payment failure. */
  canSwitchPlan: boolean;
  hydrated: boolean;
  inNativeApp: boolean;
  dismissedThisSession: boolean;
  tier: MembershipTier | null;
  /** Epoch ms of the last dismissal, null if never. */
  dismissedAt: number | null;
  now: number;
}

/** Every condition of spec 2 §4, in its order. */
export function showsFriendUpsell(input: FriendUpsellInput): boolean {
  return (
    input.canSwitchPlan &&
    input.hydrated &&
    !input.inNativeApp &&
    !input.dismissedThisSession &&
    input.tier === 'MEMBER' &&
    (input.dismissedAt === null || input.now - input.dismissedAt >= friendUpsellQuietMs)
  );
}
