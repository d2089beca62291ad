import * as z from 'zod';
import type { EdgeCache } from '#shared/ports/edge-cache.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { ApprovedStoryJob, StorySendJob } from '#shared/queues/newsletter-send-job.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { postSettingsChangedSchema, settingsChangedPaths } from '../settings/settings-events.ts';
import { postClappedSchema } from '../claps/clap-events.ts';
import type { ClapsRepository } from '../claps/repository.ts';
import { fanOutEventOf, type FollowingFanOut } from '../feeds/fan-out.ts';
import { followersNotice } from './followers-notice.ts';
import { postApprovedSchema, postPublishedSchema, storyPagePaths } from './post-events.ts';

/** The messages of the content-events queue. */
const contentEventSchema = z.discriminatedUnion('type', [
  postPublishedSchema,
  postSettingsChangedSchema,
  postClappedSchema,
  postApprovedSchema,
]);

type ContentEvent = z.output<typeof contentEventSchema>;

/** The cached pages an event makes stale: none for a first publish (nothing of it is cached yet). */
const stalePaths = (event: Exclude<ContentEvent, { type: 'post-clapped' | 'post-approved' }>): string[] => {
  if (event.type === 'post-settings-changed') return settingsChangedPaths(event);
  return event.republished ? storyPagePaths(event) : [];
};

/**
 * Consumes the content-events queue. A story's listings need nothing here: the profile, publication
 * and home listings are the post item's own indexes, and the tag listing is written in the publish's
 * transaction. What is left is the edge: a republished story's cached pages, and those of a published
 * story whose settings changed, are invalidated. Idempotent: the invalidation's reference is the
 * event's id. A clap (`post-clapped`) raises the story's `clapCount` copy on its `post` item, which
 * lists show, to the exact sum of its shards (decision 108); its cached page ages out by itself. A
 * story's first publish with "Tell my followers" on starts its newsletter send (decision 156), and a
 * published story's approval into a publication its send to the publication's newsletter (decision 171).
 * Both also fan the story out to its followers' Following feeds (`followingFanOut`, decision 211; the
 * tests of the other steps leave it out).
 */
export function createPostEventsConsumer(
  edgeCache: EdgeCache,
  logger: FailureLogger = createLogger('posts'),
  clapTotals?: Pick<ClapsRepository, 'raisePostClapCount'>,
  newsletterSends?: QueueSender,
  followingFanOut?: FollowingFanOut,
  notify?: Notifier,
  /** Claps rank a story in search: its document is read again once the count is raised (decision 231). */
  reindex?: Reindexer,
) {
  return createSqsBatchHandler(
    contentEventSchema,
    async (event) => {
      const fanOutEvent = fanOutEventOf(event);
      if (fanOutEvent && followingFanOut) await followingFanOut(fanOutEvent);
      if (event.type === 'post-clapped') {
        if (!clapTotals) throw new Error('post-clapped needs the table: pass clapTotals.');
        await clapTotals.raisePostClapCount(event.postId);
        return reindex?.([{ kind: 'post', id: event.postId }]);
      }
      if (event.type === 'post-approved') {
        if (!newsletterSends) throw new Error('post-approved needs the newsletter-send queue.');
        const job: ApprovedStoryJob = { kind: 'send-approved-story', postId: event.postId };
        return newsletterSends.send('newsletter-send', [job]);
      }
      if (event.type === 'post-published' && !event.republished && event.notifyFollowers) {
        if (!newsletterSends) throw new Error('post-published needs the newsletter-send queue.');
        const job: StorySendJob = { kind: 'send-story', postId: event.postId, eventId: event.eventId };
        await newsletterSends.send('newsletter-send', [job]);
      }
      const notice = event.type === 'post-published' ? followersNotice(event) : undefined;
      if (notice && notify) await notify(notice);
      const paths = stalePaths(event);
      if (paths.length > 0) await edgeCache.invalidate(paths, event.eventId);
    },
    logger,
  );
}
