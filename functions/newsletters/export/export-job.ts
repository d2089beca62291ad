import * as z from 'zod';
import { userIdSchema } from '#shared/data/ids.ts';

/** A manager's export of a newsletter's subscribers: a message of the newsletter-send queue (decision 170). */
export const exportJobSchema = z.object({
  kind: z.literal('export-subscribers'),
  exportId: z.string().regex(/^[0-9a-f-]{36}$/),
  newsletterId: z.string().regex(/^[0-9a-f]{16}$/),
  requestedBy: userIdSchema,
});
export type ExportJob = z.output<typeof exportJobSchema>;
