import { isListed } from '#shared/data/entities/post.ts';
import { authorNewsletterId, collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import type { StorySendJob } from '#shared/queues/newsletter-send-job.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { SendingRepository, SendProgress } from './repository.ts';
import { recipientsPerBatch, type RecipientBatch } from './send-messages.ts';

/** Subscribers read per Query: ten batches' worth, queued before the progress is recorded. */
const subscribersPerPage = recipientsPerBatch * 10;

const inBatches = (ids: readonly string[]) =>
  Array.from({ length: Math.ceil(ids.length / recipientsPerBatch) }, (_, index) =>
    ids.slice(index * recipientsPerBatch, (index + 1) * recipientsPerBatch),
  );

export interface FanOutDependencies {
  repository: SendingRepository;
  queue: QueueSender;
  now: () => number;
}

/**
 * A story's send job (decision 156): the story's newsletters (its writer's, and its publication's once
 * the story is in it) that exist; the send made once per story, so a later publish sends nothing; then
 * every subscriber, page by page, queued as recipient batches, the progress recorded after each page so
 * a redelivered job resumes where the last one stopped. A batch queued twice sends nothing twice: each
 * recipient's delivery is claimed before its e-mail goes (deliver.ts).
 */
export function createFanOut({ repository, queue, now }: FanOutDependencies) {
  return async function fanOut(job: StorySendJob): Promise<void> {
    const { story } = await repository.findStory(job.postId);
    if (!story || !isListed(story)) return;
    const candidates = [
      authorNewsletterId(story.creatorId),
      ...(story.collectionId && story.statusForCollection === 'APPROVED'
        ? [collectionNewsletterId(story.collectionId)]
        : []),
    ];
    const existing = await repository.findNewsletters(candidates);
    const { send } = await repository.startSend({
      postId: story.id,
      eventId: job.eventId,
      newsletterIds: candidates.filter((id) => existing.has(id)),
      startedAt: now(),
    });
    // Another publish of the story, or a job that already finished: nothing more to queue.
    if (send.eventId !== job.eventId || send.queuedAt !== undefined) return;

    let progress: SendProgress = {
      newsletterIndex: send.newsletterIndex ?? 0,
      cursor: send.cursor,
      batchesQueued: send.batchesQueued ?? 0,
    };
    while ((progress.newsletterIndex ?? 0) < send.newsletterIds.length) {
      const newsletterId = send.newsletterIds[progress.newsletterIndex ?? 0] as string;
      const page = await repository.subscriberPage(newsletterId, progress.cursor, subscribersPerPage);
      const batches = inBatches(page.subscriberIds).map((recipientIds): RecipientBatch => ({
        kind: 'send-batch',
        postId: story.id,
        newsletterId,
        recipientIds,
      }));
      if (batches.length > 0) await queue.send('newsletter-send', batches);
      progress = {
        newsletterIndex: (progress.newsletterIndex ?? 0) + (page.cursor ? 0 : 1),
        cursor: page.cursor,
        batchesQueued: (progress.batchesQueued ?? 0) + batches.length,
      };
      await repository.recordProgress(story.id, progress);
    }
    await repository.recordProgress(story.id, progress, now());
  };
}
