import { isConditionFailure } from './condition-failure.ts';
import type { FolioData } from './data.ts';

/**
 * Fixed-window rate limits counted in the table (the `rateLimit` entity), for every domain that limits
 * its callers: auth (functions/auth/core/rate-limits.ts) and the users domain's follows and mutes.
 */
export interface RateLimitRule {
  /** The counter's name in the table. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** Said to the reader when the limit is reached. */
  message: string;
}

export interface RateLimitHit {
  rule: RateLimitRule;
  /** The address, IP or user counted; an unknown (empty) key counts as one shared key. */
  key: string;
}

export interface RateLimitWindowHit {
  bucket: string;
  key: string;
  windowStart: number;
  limit: number;
  expiresAt: number;
}

/** What counting needs of the table: the conditional increment below, or a test double of it. */
export interface RateLimitCounter {
  hitRateLimit(hit: RateLimitWindowHit): Promise<boolean>;
}

/** Windows are fixed: aligned on multiples of their length since the epoch. */
export const windowStartOf = (rule: RateLimitRule, now: number) => {
  const windowMs = rule.windowSeconds * 1000;
  return Math.floor(now / windowMs) * windowMs;
};

/**
 * Counts the hits in order and answers the first rule whose limit is reached (undefined when all
 * pass). Hits after a refusal are not counted, so one full bucket does not drain the others.
 */
export async function firstRefusedLimit(
  counter: RateLimitCounter,
  hits: readonly RateLimitHit[],
  now: number,
): Promise<RateLimitRule | undefined> {
  for (const { rule, key } of hits) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = windowStartOf(rule, now);
    const allowed = await counter.hitRateLimit({
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

/** The rate-limit counters in the table: the only code that touches `rateLimit` items. */
export function createRateLimitStore(data: FolioData) {
  const { rateLimit } = data.entities;
  return {
    /**
     * Counts one request in its window: UpdateItem ADD `count` 1, conditioned on the count being under
     * the limit, so concurrent requests cannot overrun it. False when the limit is reached.
     */
    async hitRateLimit(hit: RateLimitWindowHit): Promise<boolean> {
      try {
        await rateLimit
          .update({ bucket: hit.bucket, key: hit.key, windowStart: hit.windowStart })
          .add({ count: 1 })
          .set({ expiresAt: hit.expiresAt })
          .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, hit.limit)}`)
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** How many requests a window counted so far, without counting one: one GetItem (0 when none). */
    async readRateLimit(counter: { bucket: string; key: string; windowStart: number }): Promise<number> {
      return (await rateLimit.get(counter).go()).data?.count ?? 0;
    },
  };
}
