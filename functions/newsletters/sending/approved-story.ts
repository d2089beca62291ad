import { isListed } from '#shared/data/entities/post.ts';
import { collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import type { ApprovedStoryJob, StorySendJob } from '#shared/queues/newsletter-send-job.ts';
import type { SendingRepository } from './repository.ts';

export interface ApprovedStoryDependencies {
  repository: SendingRepository;
  /** The story's fan-out (fan-out.ts): resumes a send at the newsletters it has not queued yet. */
  fanOut: (job: StorySendJob) => Promise<void>;
}

/**
 * A story approved into a publication after its first publish (decision 171): its send, made at that
 * publish with "Tell my followers" on, gains the publication's newsletter once, and its fan-out
 * resumes there. No send means nobody was to be told, or the first job has not run yet and will find
 * the story approved. A reader who already has the story (the writer's subscriber) is skipped by the
 * delivery's claim (decision 157).
 */
export function createApprovedStorySend({ repository, fanOut }: ApprovedStoryDependencies) {
  return async function sendApprovedStory(job: ApprovedStoryJob): Promise<void> {
    const { story } = await repository.findStory(job.postId);
    if (!story || !isListed(story) || !story.collectionId || story.statusForCollection !== 'APPROVED') return;
    const newsletterId = collectionNewsletterId(story.collectionId);
    const [send, newsletters] = await Promise.all([
      repository.findSend(story.id),
      repository.findNewsletters([newsletterId]),
    ]);
    if (!send || !newsletters.has(newsletterId)) return;
    if (!send.newsletterIds.includes(newsletterId)) {
      // The first fan-out is still queueing: SQS brings this job back after the visibility timeout.
      if (send.queuedAt === undefined) throw new Error(`The send of ${story.id} is still queueing.`);
      await repository.addNewsletterToSend(story.id, newsletterId);
    }
    await fanOut({ kind: 'send-story', postId: story.id, eventId: send.eventId });
  };
}
