import * as z from 'zod';

/**
 * The start of a story's newsletter send (decision 156): put on the newsletter-send queue by the
 * content-events consumer (functions/posts/publishing) for a story's FIRST publish with "Tell my
 * followers" on; consumed by functions/newsletters/sending. `eventId` is post-published's, so a
 * redelivered job is told from another publish of the same story.
 */
export const storySendJobSchema = z.object({
  kind: z.literal('send-story'),
  postId: z.string().regex(/^[0-9a-f]{12,16}$/),
  eventId: z.string().min(1).max(100),
});
export type StorySendJob = z.output<typeof storySendJobSchema>;

/**
 * A published story approved into a publication (decision 171): put on the newsletter-send queue by the
 * content-events consumer on `post-approved`, so the publication's newsletter gets the story its first
 * publish could not send it to.
 */
export const approvedStoryJobSchema = z.object({
  kind: z.literal('send-approved-story'),
  postId: storySendJobSchema.shape.postId,
});
export type ApprovedStoryJob = z.output<typeof approvedStoryJobSchema>;

/**
 * The newsletter-send queue's visibility timeout (infra/queues.ts), longer than its consumer's Lambda
 * timeout: a delivery claimed longer ago than this and never marked sent belongs to an invocation that
 * is over, and may be claimed again (decision 157).
 */
export const newsletterSendVisibilityTimeoutSeconds = 180;

/** The AWS consumer's e-mails a second per invocation, worked out by the async stack (docs/deploy.md). */
export const newsletterSendRateVariable = 'NEWSLETTER_SEND_RATE_PER_SECOND';
