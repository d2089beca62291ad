import * as z from 'zod';
import { approvedStoryJobSchema, storySendJobSchema } from '#shared/queues/newsletter-send-job.ts';
import { exportJobSchema } from '../export/export-job.ts';
import { importChunkJobSchema } from '../import/import-job.ts';

/** Recipients per batch message: one invocation renders the story once and sends this many e-mails. */
export const recipientsPerBatch = 50;

/** A batch of one send's recipients, all subscribers of one newsletter when the fan-out read them. */
export const recipientBatchSchema = z.object({
  kind: z.literal('send-batch'),
  postId: storySendJobSchema.shape.postId,
  newsletterId: z.string().regex(/^[0-9a-f]{16}$/),
  recipientIds: z.array(z.string().min(1).max(100)).min(1).max(recipientsPerBatch),
});
export type RecipientBatch = z.output<typeof recipientBatchSchema>;

/**
 * The messages of the newsletter-send queue (decision 156): a story's job, then its batches; a story
 * approved into a publication later (decision 171); imports' chunks (168); subscriber exports (170).
 */
export const newsletterSendMessageSchema = z.discriminatedUnion('kind', [
  storySendJobSchema,
  approvedStoryJobSchema,
  recipientBatchSchema,
  importChunkJobSchema,
  exportJobSchema,
]);
