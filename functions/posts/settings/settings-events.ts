import * as z from 'zod';
import { postIdPattern } from '../arguments.ts';
import { storyPagePaths } from '../publishing/post-events.ts';

/**
 * `post-settings-changed`, put on the content-events queue when a published story's settings change
 * what its page shows (title, description, canonical link) or where it lives (its link). `eventId` is
 * the story and the change's time; CloudFront takes it as the invalidation's CallerReference.
 */
export const postSettingsChangedSchema = z.object({
  type: z.literal('post-settings-changed'),
  eventId: z.string().min(1).max(100),
  postId: z.string().regex(postIdPattern),
  /** Its link before and after the change: the same twice unless the slug changed. */
  uniqueSlugs: z.array(z.string().min(1)).min(1).max(2),
  username: z.string().min(1),
  collectionSlug: z.string().min(1).nullable(),
});
export type PostSettingsChanged = z.output<typeof postSettingsChangedSchema>;

/** Every path of the story's page under its old and its new link (publishing/post-events.ts). */
export const settingsChangedPaths = (event: PostSettingsChanged): string[] => [
  ...new Set(event.uniqueSlugs.flatMap((uniqueSlug) => storyPagePaths({ ...event, uniqueSlug }))),
];
