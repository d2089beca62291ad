import type { RateLimitRule } from '#shared/data/rate-limit.ts';

const hours = (count: number) => count * 3600;

/**
 * The publishing limits, per writer (fixed windows counted in the table, functions/shared/data/rate-limit.ts).
 * A writer publishes a few stories a day and republishes a few fixes; a script publishing spam does
 * hundreds.
 */
export const publishingLimits = {
  /** publishPost: first publishes and republishes alike. */
  publish: {
    bucket: 'publish:user',
    limit: 30,
    windowSeconds: hours(1),
    message: 'You have published a lot in a short time. Please try again in an hour.',
  },
  /** pinPost, unpinPost, approvePostSubmission, declinePostSubmission. */
  curate: {
    bucket: 'curate:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many changes in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;
