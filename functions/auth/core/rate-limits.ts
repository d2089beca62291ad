import { windowStartOf, type RateLimitRule } from '#shared/data/rate-limit.ts';
import type { AuthRepository } from './auth-repository.ts';

const minutes = (count: number) => count * 60;
const hours = (count: number) => count * 3600;
const tryLater = 'Too many requests from your network. Please try again later.';
const tryLaterYou = 'Too many requests. Please try again later.';

/**
 * Every limit of the auth domain in one table: fixed windows counted in the table
 * (functions/shared/data/rate-limit.ts). Per address, so nobody can flood someone's inbox or grind one
 * account; per IP, so one network cannot sweep through many addresses; per user for the signed-in
 * calls. The callback is limited per IP only: its token is 256 random bits, and the address is unknown
 * until the grant is spent.
 */
export const rateLimits = {
  sendEmailPerAddress: {
    bucket: 'send-email:address',
    limit: 5,
    windowSeconds: minutes(15),
    message: 'Too many sign-in emails were sent to this address. Please wait a few minutes and try again.',
  },
  sendEmailPerIp: { bucket: 'send-email:ip', limit: 30, windowSeconds: minutes(60), message: tryLater },
  verifyCodePerAddress: {
    bucket: 'verify-code:address',
    limit: 15,
    windowSeconds: minutes(15),
    message: 'Too many attempts for this address. Please wait a few minutes and try again.',
  },
  verifyCodePerIp: { bucket: 'verify-code:ip', limit: 60, windowSeconds: minutes(60), message: tryLater },
  emailAvailabilityPerAddress: {
    bucket: 'email-availability:address',
    limit: 20,
    windowSeconds: minutes(15),
    message: tryLater,
  },
  emailAvailabilityPerIp: {
    bucket: 'email-availability:ip',
    limit: 60,
    windowSeconds: minutes(60),
    message: tryLater,
  },
  callbackPerIp: { bucket: 'callback:ip', limit: 30, windowSeconds: minutes(15), message: tryLater },
  // Password sign-in: the lockouts (password/lockout.ts) stop guessing one account; these keep one
  // network from spending our scrypt time, and spread guessing across addresses thin.
  passwordSignInPerIp: { bucket: 'password:ip', limit: 60, windowSeconds: minutes(15), message: tryLater },
  passwordSignInPerAddress: {
    bucket: 'password:address',
    limit: 30,
    windowSeconds: minutes(15),
    message: 'Too many attempts for this address. Please wait a few minutes and try again.',
  },
  /** Wrong passwords from one IP across addresses; at the limit the IP is locked out (IpAuthLockout). */
  passwordFailuresPerIp: {
    bucket: 'password-failures:ip',
    limit: 50,
    windowSeconds: hours(24),
    message: 'Too many wrong passwords from your network.',
  },
  setPasswordPerUser: {
    bucket: 'set-password:user',
    limit: 20,
    windowSeconds: hours(1),
    message: tryLaterYou,
  },
  verificationEmailPerUser: {
    bucket: 'verification-email:user',
    limit: 5,
    windowSeconds: hours(1),
    message: 'Too many verification emails were sent. Please wait a while and try again.',
  },
  verificationEmailPerAddress: {
    bucket: 'verification-email:address',
    limit: 5,
    windowSeconds: hours(1),
    message: 'Too many verification emails were sent to this address. Please wait a while and try again.',
  },
  confirmEmailPerIp: { bucket: 'confirm-email:ip', limit: 30, windowSeconds: minutes(15), message: tryLater },
  // Google one-tap: each call fetches nothing new (keys are cached) but may create an account.
  googleOneTapPerIp: {
    bucket: 'google-one-tap:ip',
    limit: 30,
    windowSeconds: minutes(15),
    message: tryLater,
  },
  integrationTokensPerUser: {
    bucket: 'integration-token:user',
    limit: 10,
    windowSeconds: hours(1),
    message: tryLaterYou,
  },
} as const satisfies Record<string, RateLimitRule>;

/** Wrong guesses a login code survives: the fifth kills it (TooManyRequests). */
export const maxLoginCodeFailures = 5;
export const tooManyAttemptsMessage = 'Too many attempts. Please try again later.';

/**
 * Until when (epoch ms) an IP may not sign in with a password: the end of the day window in which it
 * reached the limit of wrong passwords (IpAuthLockout); undefined when it may. One GetItem.
 */
export async function ipLockedOutUntil(
  repository: Pick<AuthRepository, 'readRateLimit'>,
  ip: string,
  now: number,
): Promise<number | undefined> {
  const rule = rateLimits.passwordFailuresPerIp;
  const windowStart = windowStartOf(rule, now);
  const count = await repository.readRateLimit({ bucket: rule.bucket, key: ip || 'unknown', windowStart });
  return count >= rule.limit ? windowStart + rule.windowSeconds * 1000 : undefined;
}
