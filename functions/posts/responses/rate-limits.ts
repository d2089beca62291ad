import type { RateLimitRule } from '#shared/data/rate-limit.ts';

const hours = (count: number) => count * 3600;

/**
 * The responses' limits, per reader (fixed windows counted in the table, functions/shared/data/rate-limit.ts).
 * A reader in a lively discussion writes a few dozen responses an hour; a script posting spam, hundreds.
 */
export const responseLimits = {
  /** publishResponse, editResponse and deleteResponse. */
  write: {
    bucket: 'responses:user',
    limit: 60,
    windowSeconds: hours(1),
    message: 'You have responded a lot in a short time. Please try again later.',
  },
  /** hidePostResponse and unhidePostResponseOnParentPost: a writer tidying a busy story's discussion. */
  moderate: {
    bucket: 'moderate-responses:user',
    limit: 300,
    windowSeconds: hours(1),
    message: 'Too many responses hidden or shown in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;
