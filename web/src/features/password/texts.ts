import { texts } from '#web/lib/texts.ts';
import { maxPasswordLength, minPasswordLength } from '#contract/password-rules.ts';

/**
 * The /password page's texts (ours: spec 2 names the page, not its wording). The lockout messages are
 * the spec's, built in web/src/lib/auth-errors.ts; the length messages are #contract/password-rules.ts'.
 */
export const passwordTexts = {
  setTitle: 'Set a password',
  changeTitle: 'Change password',
  setIntro:
    'A password is optional: you can always sign in with a link or a code sent to your email. With one, you can also sign in with your email address and password.',
  changeIntro: 'Enter your current password, then the new one twice.',
  currentLabel: 'Current password',
  newLabel: 'New password',
  confirmLabel: 'Confirm new password',
  rules: `Between ${minPasswordLength} and ${maxPasswordLength} characters. Spaces count: a few words make a good password.`,
  mismatch: 'The two new passwords do not match.',
  save: 'Save password',
  saving: 'Saving…',
  cancel: 'Cancel',
  passwordSet: 'Your password is set.',
  passwordChanged: 'Your password is changed. Your other devices were signed out.',
  loading: 'Loading…',
  signInPrompt: 'Sign in to set or change your password.',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  signIn: texts.signIn,
} as const;
