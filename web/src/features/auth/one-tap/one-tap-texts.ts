import { texts } from '#web/lib/texts.ts';

/** The one-tap card's texts: spec 2 §2's title ('Continue to the product') and buttons; the rest ours. */
export const oneTapTexts = {
  title: `Continue to ${texts.siteName}`,
  subtitle: (email: string) =>
    `Create your ${texts.siteName} account with ${email}, or sign in to the one you have.`,
  signUp: texts.signUp,
  signingUp: 'Signing up…',
  signIn: texts.signIn,
  close: 'Close',
  /** Spec 2 §7: what other failures of the sign-in calls say. */
  tryAgain: 'Please try again.',
} as const;
