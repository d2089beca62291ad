import * as z from 'zod';
import { postIdPattern } from '../arguments.ts';

/**
 * `post-published`, put on the content-events queue after every publish. `eventId` is the story and
 * the publish's time: a redelivered message carries the same id, and CloudFront takes it as the
 * invalidation's CallerReference, so a redelivery costs nothing twice.
 */
export const postPublishedSchema = z.object({
  type: z.literal('post-published'),
  eventId: z.string().min(1).max(100),
  postId: z.string().regex(postIdPattern),
  creatorId: z.string().min(1),
  uniqueSlug: z.string().min(1),
  username: z.string().min(1),
  collectionSlug: z.string().min(1).nullable(),
  /** Published before: pages of it may sit in the edge cache. */
  republished: z.boolean(),
  notifyFollowers: z.boolean(),
  publishedAt: z.number().int(),
});
export type PostPublished = z.output<typeof postPublishedSchema>;

/**
 * `post-approved`, put on the content-events queue when an editor approves a published story into
 * the publication: its consumer starts the send to the publication's newsletter (decision 171).
 */
export const postApprovedSchema = z.object({
  type: z.literal('post-approved'),
  postId: z.string().regex(postIdPattern),
});
export type PostApproved = z.output<typeof postApprovedSchema>;

/**
 * Every path the story's page is served under (web/src/routes/catalogue.ts: ShowPost,
 * ShowPostUnderUser, ShowPostUnderCollection, and the bare slug on a custom domain or a writer's
 * subdomain), each with a trailing `*` so its query strings go too. A URL with an older title's slug
 * in front of the id is not among them: it expires with the cache's own 5 minutes.
 */
export function storyPagePaths(
  event: Pick<PostPublished, 'uniqueSlug' | 'username' | 'collectionSlug'>,
): string[] {
  const slug = event.uniqueSlug;
  const id = slug.slice(slug.lastIndexOf('-') + 1);
  return [
    `/p/${id}*`,
    `/p/${slug}*`,
    `/@${event.username}/${slug}*`,
    ...(event.collectionSlug ? [`/${event.collectionSlug}/${slug}*`] : []),
    `/${slug}*`,
  ].filter((path, index, all) => all.indexOf(path) === index);
}
