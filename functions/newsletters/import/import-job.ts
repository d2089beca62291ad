import * as z from 'zod';

/** One chunk of an import's addresses to subscribe: a message of the newsletter-send queue (decision 168). */
export const importChunkJobSchema = z.object({
  kind: z.literal('import-chunk'),
  importId: z.string().regex(/^[0-9a-f-]{36}$/),
  index: z.number().int().min(0).max(1000),
});
export type ImportChunkJob = z.output<typeof importChunkJobSchema>;
