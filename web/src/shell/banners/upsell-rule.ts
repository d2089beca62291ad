import { DAY_MS } from './membership-status.ts';

/** Spec 2 §4, §9: a dismissed membership upsell stays hidden for 90 days. */
export const UPSELL_DISMISSAL_MS = 90 * DAY_MS;

export interface UpsellFacts {
  signedIn: boolean;
  member: boolean;
  hydrated: boolean;
  /** The page is a member-only story shown as its preview: the story's own wall already invites. */
  onLockedPost: boolean;
  /** When the reader last dismissed it here (epoch ms), if ever. */
  dismissedAt: number | null;
  now: number;
}

/** Spec 2 §4: signed-in non-members, once hydrated, not on locked posts, unless dismissed. */
export const showsMembershipUpsell = (facts: UpsellFacts): boolean =>
  facts.signedIn &&
  !facts.member &&
  facts.hydrated &&
  !facts.onLockedPost &&
  (facts.dismissedAt === null || facts.now - facts.dismissedAt >= UPSELL_DISMISSAL_MS);
