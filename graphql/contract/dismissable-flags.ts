/**
 * The dismissals a reader's account remembers (User.dismissableFlags, written by Mutation.dismissFlag).
 * Spec 2 §4 keeps most dismissals in the browser (the membership upsell, the reactivation banner, the
 * Friend upsell of the settings, Google one-tap, the sign-in confirmation); only the payment-method
 * banner "persists a per-user flag through a mutation", one flag for each of its two dismissible
 * cases, named as the spec names them. A new server-side dismissal is added here and nowhere else; imports
 * nothing, so the web client names the same flags.
 */
export const dismissableFlags = [
  /** Payment banner case 1: 'Your payment method has expired.' (spec 2 §4's name for the flag). */
  'expired-last-week',
  /** Payment banner case 3: 'Your payment method will expire soon.' */
  'will-expire-last-week',
] as const;

export type DismissableFlag = (typeof dismissableFlags)[number];

export const isDismissableFlag = (flag: string): flag is DismissableFlag =>
  (dismissableFlags as readonly string[]).includes(flag);
