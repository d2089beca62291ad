import type { AuthRepository } from './repository.ts';

/**
 * Every limit of sign-in in one table: fixed windows counted in the table (repository.hitRateLimit).
 * Per address, so nobody can flood someone's inbox or grind one account; per IP, so one network
 * cannot sweep through many addresses. The callback is limited per IP only: its token is 256 random
 * bits, and the address is unknown until the grant is spent.
 */
export interface RateLimitRule {
  /** The counter's name in the table. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** Said to the reader when the limit is reached. */
  message: string;
}

const minutes = (count: number) => count * 60;
const tryLater = 'Too many requests from your network. Please try again later.';

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
} as const satisfies Record<string, RateLimitRule>;

/** Wrong guesses a login code survives: the fifth kills it (TooManyRequests). */
export const maxLoginCodeFailures = 5;
export const tooManyAttemptsMessage = 'Too many attempts. Please try again later.';

export interface RateLimitHit {
  rule: RateLimitRule;
  /** The address or IP counted; an unknown IP counts as one shared key. */
  key: string;
}

/**
 * Counts the hits in order and answers the first rule whose limit is reached (undefined when all
 * pass). Hits after a refusal are not counted, so one full bucket does not drain the others.
 */
export async function firstRefusedLimit(
  repository: Pick<AuthRepository, 'hitRateLimit'>,
  hits: readonly RateLimitHit[],
  now: number,
): Promise<RateLimitRule | undefined> {
  for (const { rule, key } of hits) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const allowed = await repository.hitRateLimit({
      bucket: rule.bucket,
      key: key || 'unknown',
      windowStart,
      limit: rule.limit,
      expiresAt: Math.floor((windowStart + windowMs) / 1000),
    });
    if (!allowed) return rule;
  }
  return undefined;
}
