import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/**
 * A reader's clap requests (clap, /_/vote/…), counted per reader in the table. Clicks are grouped
 * (graphql/contract/claps.ts), so 50 claps on a story are a handful of requests; 600 an hour is a
 * reader clapping dozens of stories and responses, far below a script's pace.
 */
export const clapRateLimit = {
  bucket: 'claps:user',
  limit: 600,
  windowSeconds: 3600,
  message: 'You have clapped a lot in a short time. Please try again in a while.',
} as const satisfies RateLimitRule;
