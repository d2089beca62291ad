import * as z from 'zod';
import type { EdgeCache } from '#shared/ports/edge-cache.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { postSettingsChangedSchema, settingsChangedPaths } from '../settings/settings-events.ts';
import { postPublishedSchema, storyPagePaths } from './post-events.ts';

/** The messages of the content-events queue. */
const contentEventSchema = z.discriminatedUnion('type', [postPublishedSchema, postSettingsChangedSchema]);

/** The cached pages an event makes stale: none for a first publish (nothing of it is cached yet). */
const stalePaths = (event: z.output<typeof contentEventSchema>): string[] => {
  if (event.type === 'post-settings-changed') return settingsChangedPaths(event);
  return event.republished ? storyPagePaths(event) : [];
};

/**
 * Consumes the content-events queue. A story's listings need nothing here: the profile, publication
 * and home listings are the post item's own indexes, and the tag listing is written in the publish's
 * transaction. What is left is the edge: a republished story's cached pages, and those of a published
 * story whose settings changed, are invalidated. Idempotent: the invalidation's reference is the
 * event's id.
 */
export function createPostEventsConsumer(
  edgeCache: EdgeCache,
  logger: FailureLogger = createLogger('posts'),
) {
  return createSqsBatchHandler(
    contentEventSchema,
    async (event) => {
      const paths = stalePaths(event);
      if (paths.length > 0) await edgeCache.invalidate(paths, event.eventId);
    },
    logger,
  );
}
