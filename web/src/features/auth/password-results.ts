import { authErrorMessage, isLockout } from '#contract/auth-messages.ts';
import type { SignInWithPasswordOutcome } from './api/sign-in-with-password-mutation.ts';
import { authTexts } from './texts.ts';

/** What the password form does with signInWithPassword's answer (spec 2 §8). */
export type PasswordSignInResult =
  | { kind: 'signed-in'; token: string }
  | {
      kind: 'error';
      message: string;
      /** A lockout also raises the ACCOUNT_LOCKOUT toast. */
      lockout: boolean;
      /** PasswordPermanentLockout: only a magic link can sign this account in now. */
      offerMagicLink: boolean;
    };

const error = (message: string, lockout = false, offerMagicLink = false): PasswordSignInResult => ({
  kind: 'error',
  message,
  lockout,
  offerMagicLink,
});

export function passwordSignInResult(
  outcome: SignInWithPasswordOutcome,
  now: number = Date.now(),
): PasswordSignInResult {
  switch (outcome.__typename) {
    case 'AccountToken':
      return { kind: 'signed-in', token: outcome.value };
    case 'InvalidPassword':
      return error(authErrorMessage({ type: outcome.__typename, failCount: outcome.failCount, now }));
    case 'PasswordSoftLockout':
    case 'IpAuthLockout':
      return error(
        authErrorMessage({ type: outcome.__typename, lockedOutUntil: outcome.lockedOutUntil, now }),
        isLockout(outcome.__typename),
      );
    case 'PasswordPermanentLockout':
      return error(authErrorMessage({ type: outcome.__typename, now }), true, true);
    case 'RateLimited':
      return error(outcome.message || authTexts.tooManyAttempts);
    case 'BadRequest':
    case 'Failed':
      // Spec 2 §8 "Default: 'Please try again.'" — a bad address is caught before sending.
      return error(authErrorMessage({ type: outcome.__typename, now }));
  }
}
