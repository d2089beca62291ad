import * as z from 'zod';
import { postIdPattern } from '../arguments.ts';

/**
 * `post-clapped`, put on the content-events queue after every clap: its consumer sums the story's
 * shards and raises the `post` item's `clapCount` (what cards and lists show) to that sum. Carries only
 * the story: a redelivery, or many claps on one story in one batch, cost one sum each.
 */
export const postClappedSchema = z.object({
  type: z.literal('post-clapped'),
  postId: z.string().regex(postIdPattern),
});
export type PostClapped = z.output<typeof postClappedSchema>;
