/**
 * Every lockout text of spec 2 §8, built in one place from the error type, `failCount` and
 * `lockedOutUntil` (spec 2 §8: "account lockout message built from error type, failCount and
 * lockedOutUntil"), with the constants of §9. The two-factor kinds are here too, although no
 * two-factor flow exists yet, so that the whole vocabulary has one source. Imports nothing: the web
 * client may take it as it is.
 */

/** Attempts before a lockout: the reader has `maxAttempts − failCount` left (spec 2 §9). */
export const maxAttempts = 6;
/** A soft lockout lasts one minute. */
export const softLockoutMs = 60_000;
export const msPerMinute = 60_000;
export const msPerDay = 86_400_000;

export const lockoutKinds = [
  'InvalidPassword',
  'PasswordSoftLockout',
  'PasswordPermanentLockout',
  'InvalidTwoFactorAuthCode',
  'TwoFactorAuthSoftLockout',
  'TwoFactorAuthPermanentLockout',
  'IpAuthLockout',
] as const;
export type LockoutKind = (typeof lockoutKinds)[number];

export interface LockoutDetails {
  /** InvalidPassword, InvalidTwoFactorAuthCode: wrong attempts so far. */
  failCount?: number;
  /** Soft and IP lockouts: epoch ms. */
  lockedOutUntil?: number;
  /** Epoch ms; the durations are counted from it. */
  now?: number;
}

/** Whole units left, rounded up, and at least one (a lockout that ends this instant still says 1). */
const unitsLeft = (until: number, now: number, unit: number) => Math.max(1, Math.ceil((until - now) / unit));

const attemptsLeft = (failCount: number) =>
  `You have ${Math.max(0, maxAttempts - failCount)} more attempt(s) before your account is locked for ${softLockoutMs / msPerMinute} minute.`;

/** The reader's sentence for a lockout result of the API (the spec's wording, verbatim). */
export function lockoutMessage(kind: LockoutKind, details: LockoutDetails = {}): string {
  const { failCount = 0, lockedOutUntil = 0, now = Date.now() } = details;
  switch (kind) {
    case 'InvalidPassword':
      return `That password was incorrect. ${attemptsLeft(failCount)}`;
    case 'PasswordSoftLockout':
      return `Due to too many password attempts, your account is locked for ${unitsLeft(lockedOutUntil, now, msPerMinute)} minute(s)`;
    case 'PasswordPermanentLockout':
      return 'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.';
    case 'InvalidTwoFactorAuthCode':
      return `That verification code was incorrect. ${attemptsLeft(failCount)}`;
    case 'TwoFactorAuthSoftLockout':
      return `You reached your maximum number of attempts. Your account will be locked for ${unitsLeft(lockedOutUntil, now, msPerMinute)} minute(s).`;
    case 'TwoFactorAuthPermanentLockout':
      return 'Your account has been locked, because you have attempted to enter a verification code too many times.';
    case 'IpAuthLockout':
      return `For security reasons, you cannot sign in from this network for ${unitsLeft(lockedOutUntil, now, msPerDay)} day(s).`;
  }
}
