import type { RouteName } from '#web/routes/catalogue.ts';

/**
 * Spec 2 §2 "not if recently dismissed" gives no period: ours is 14 days, the reactivation banner's
 * (spec 2 §4) — long enough not to nag a reader who said no, short enough to offer it again.
 */
export const ONE_TAP_DISMISSAL_MS = 14 * 86_400_000;

/** Spec 2 §2: the routes the prompt may show on (reading pages, where a visitor decides to stay). */
export const oneTapRoutes: readonly RouteName[] = [
  'ShowHome',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowUser',
  'ShowSequenceLibrary',
  'ShowSequencePost',
  'ShowCollectionHome',
];

export interface OneTapFacts {
  /** No session, as the API says (an expired cookie is signed out too). */
  signedOut: boolean;
  hydrated: boolean;
  /** The screen is below the md breakpoint (728 px). */
  belowMd: boolean;
  /** When the reader last dismissed the prompt or the card here (epoch ms), if ever. */
  dismissedAt: number | null;
  now: number;
  /** The route shown; null on the error screens. */
  route: RouteName | null;
  /** The enable_google_one_tap flag. */
  flagEnabled: boolean;
  /** The Google client the site is configured with (SiteConfig.googleClientId). */
  googleClientId: string | undefined;
  /**
   * The page is on the auth domain: Google's prompt runs only on the origins registered with the
   * client, and a session opened from a custom domain would not reach it (docs/decisions.md §23).
   */
  onAuthDomain: boolean;
}

/**
 * Spec 2 §2 Google one-tap: "Shown only to logged-out users, not on small screens, not if recently
 * dismissed, only on the routes …, and only when the flag is enabled" — and, as it needs Google and the
 * browser, only with a configured client, once hydrated, on the auth domain.
 */
export const showsGoogleOneTap = (facts: OneTapFacts): boolean =>
  facts.signedOut &&
  facts.hydrated &&
  !facts.belowMd &&
  (facts.dismissedAt === null || facts.now - facts.dismissedAt >= ONE_TAP_DISMISSAL_MS) &&
  facts.route !== null &&
  oneTapRoutes.includes(facts.route) &&
  facts.flagEnabled &&
  Boolean(facts.googleClientId) &&
  facts.onAuthDomain;
