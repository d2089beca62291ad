import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';
import type { FollowTarget } from './social-repository.ts';

/** One reindex per followed person, publication or tag per window (decision 255). */
export const followerReindexWindowMs = 60_000;
const bucket = 'search-follower-reindex';

/**
 * Followers rank people, publications and tags in search (their signal), so a follow or an unfollow
 * asks for the target's reindex — once per minute-long window, however many follows it takes: the
 * window's first change claims it (a conditional counter in the table, as rate limits are) and sends
 * one message delayed to the window's end, so the indexer reads the count after the burst. A change in
 * a later window claims that one. Never fails the follow: a failure is logged, the rebuild repairs.
 */
export function createFollowerReindex(deps: {
  rateLimits: RateLimitCounter;
  reindex: Reindexer;
  logger: FailureLogger;
  now: () => number;
}) {
  return async (target: FollowTarget): Promise<void> => {
    const at = deps.now();
    const windowStart = Math.floor(at / followerReindexWindowMs) * followerReindexWindowMs;
    const windowEnd = windowStart + followerReindexWindowMs;
    try {
      const first = await deps.rateLimits.hitRateLimit({
        bucket,
        key: `${target.kind}:${target.id}`,
        windowStart,
        limit: 1,
        expiresAt: Math.ceil(windowEnd / 1000),
      });
      if (!first) return;
    } catch (error) {
      deps.logger.error('Search reindex not claimed', { error, target });
      return;
    }
    await deps.reindex([target], { delaySeconds: Math.ceil((windowEnd - at) / 1000) });
  };
}

export type FollowerReindex = ReturnType<typeof createFollowerReindex>;
