import type { AuthEmailType } from '#graphql/generated/operations.ts';

/** Spec 2 §9: the md breakpoint (728 px, web/src/app/styles/tokens.css) decides link versus code. */
export const belowMdQuery = '(max-width: 727.98px)';

/**
 * Spec 2 §4: "On mobile-width screens (below md) a code is requested, otherwise a magic link" (a
 * phone's mail app would open the link in another browser than the one signing in).
 */
export const emailTypeForScreen = (): AuthEmailType =>
  typeof window.matchMedia === 'function' && window.matchMedia(belowMdQuery).matches ? 'code' : 'link';
