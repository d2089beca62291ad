/**
 * The password rules of Folio, for the server and the web client alike (`#contract/password-rules.ts`):
 * this module imports nothing. A password is optional (e-mail links and codes always work); when set,
 * it is long enough to resist guessing and short enough that hashing it stays cheap.
 */

export const minPasswordLength = 8;
export const maxPasswordLength = 128;

/** The spec's sign-up error kinds for passwords (spec 3 §9: password too short / too long). */
export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong';

export const passwordMessages = {
  passwordTooShort: `Your password must be at least ${minPasswordLength} characters long.`,
  passwordTooLong: `Your password can be at most ${maxPasswordLength} characters long.`,
  empty: 'Please enter your password.',
  currentRequired: 'Please enter your current password.',
} as const;

/**
 * What is wrong with a new password, if anything. Lengths count characters as a person sees them
 * (code points), so an emoji is one; nothing is trimmed: spaces are part of a passphrase.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < minPasswordLength) return 'passwordTooShort';
  if (length > maxPasswordLength) return 'passwordTooLong';
  return undefined;
}
