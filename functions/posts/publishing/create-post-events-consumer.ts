import type { EdgeCache } from '#shared/ports/edge-cache.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { postPublishedSchema, storyPagePaths } from './post-events.ts';

/**
 * Consumes the content-events queue. A story's listings need nothing here: the profile, publication
 * and home listings are the post item's own indexes, and the tag listing is written in the publish's
 * transaction. What is left is the edge: a republished story's cached pages are invalidated (a first
 * publish has none). Idempotent: the invalidation's reference is the event's id.
 */
export function createPostEventsConsumer(
  edgeCache: EdgeCache,
  logger: FailureLogger = createLogger('posts'),
) {
  return createSqsBatchHandler(
    postPublishedSchema,
    async (event) => {
      if (event.republished) await edgeCache.invalidate(storyPagePaths(event), event.eventId);
    },
    logger,
  );
}
