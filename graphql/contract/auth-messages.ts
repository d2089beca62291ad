/**
 * Spec 2 §8 lockout and authentication messages, built in ONE place from the error type, failCount and
 * lockedOutUntil, for the server's results and for the browser (the sign-in modal, the /password page,
 * the ACCOUNT_LOCKOUT toast): everyone says the same thing. Texts are the spec's, its "(s)" read as a
 * plural: the reader sees "1 minute" and "2 minutes", never "minute(s)". The two-factor kinds are here
 * although no two-factor flow exists, so the whole vocabulary has one source. Imports nothing.
 */

/** Spec 2 §9: attempts before lockout are 6 minus the fail count; the first lockout lasts 1 minute. */
export const ATTEMPTS_BEFORE_LOCKOUT = 6;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
/** A soft lockout lasts one minute. */
export const SOFT_LOCKOUT_MS = MS_PER_MINUTE;

export type AuthErrorType =
  | 'InvalidPassword'
  | 'PasswordSoftLockout'
  | 'PasswordPermanentLockout'
  | 'InvalidTwoFactorAuthCode'
  | 'TwoFactorAuthSoftLockout'
  | 'TwoFactorAuthPermanentLockout'
  | 'IpAuthLockout';

export interface AuthErrorInput {
  /** The result's __typename; anything unknown gives the default text. */
  type: string;
  failCount?: number | null;
  /** Epoch ms when the lockout ends. */
  lockedOutUntil?: number | null;
  /** Epoch ms; injectable for tests. */
  now?: number;
}

export const DEFAULT_AUTH_ERROR = 'Please try again.';

const counted = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Remaining attempts, never negative (a stale failCount above 6 must not print "-1 more"). */
export function remainingAttempts(failCount: number | null | undefined): number {
  return Math.max(0, ATTEMPTS_BEFORE_LOCKOUT - (failCount ?? 0));
}

/** Whole units left until `lockedOutUntil`, rounded up, at least 1 (the lock is still on). */
export function unitsLeft(lockedOutUntil: number | null | undefined, now: number, unitMs: number): number {
  if (lockedOutUntil == null) return 1;
  return Math.max(1, Math.ceil((lockedOutUntil - now) / unitMs));
}

const attemptsSentence = (failCount: number | null | undefined): string =>
  `You have ${counted(remainingAttempts(failCount), 'more attempt')} before your account is locked for 1 minute.`;

export function authErrorMessage({
  type,
  failCount,
  lockedOutUntil,
  now = Date.now(),
}: AuthErrorInput): string {
  switch (type) {
    case 'InvalidPassword':
      return `That password was incorrect. ${attemptsSentence(failCount)}`;
    case 'PasswordSoftLockout':
      return `Due to too many password attempts, your account is locked for ${counted(unitsLeft(lockedOutUntil, now, MS_PER_MINUTE), 'minute')}`;
    case 'PasswordPermanentLockout':
      return 'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.';
    case 'InvalidTwoFactorAuthCode':
      return `That verification code was incorrect. ${attemptsSentence(failCount)}`;
    case 'TwoFactorAuthSoftLockout':
      return `You reached your maximum number of attempts. Your account will be locked for ${counted(unitsLeft(lockedOutUntil, now, MS_PER_MINUTE), 'minute')}.`;
    case 'TwoFactorAuthPermanentLockout':
      return 'Your account has been locked, because you have attempted to enter a verification code too many times.';
    case 'IpAuthLockout':
      return `For security reasons, you cannot sign in from this network for ${counted(unitsLeft(lockedOutUntil, now, MS_PER_DAY), 'day')}.`;
    default:
      return DEFAULT_AUTH_ERROR;
  }
}

/** The lockouts (as opposed to a single wrong attempt): these raise the ACCOUNT_LOCKOUT toast. */
export function isLockout(type: string): boolean {
  return (
    type === 'PasswordSoftLockout' ||
    type === 'PasswordPermanentLockout' ||
    type === 'TwoFactorAuthSoftLockout' ||
    type === 'TwoFactorAuthPermanentLockout' ||
    type === 'IpAuthLockout'
  );
}
