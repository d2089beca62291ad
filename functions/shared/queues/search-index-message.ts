import * as z from 'zod';

/**
 * A message of the search-index queue (infra/queues.ts): "this thing changed, index it again". The
 * indexer reads its current state from the table and puts or removes its documents, so messages carry
 * no content, may arrive twice or out of order, and the last one read always wins.
 * - post: a story was published, edited, unlisted, deleted, suspended or moved (its tags' postCount too);
 * - user: a profile changed (name, username, bio, image, suspension): the person and their stories;
 * - collection: a publication changed: it and its stories;
 * - tag: a tag's count or title changed;
 * - list: a list was created, renamed, made private/public, deleted, or its items changed.
 */
export const searchIndexMessageSchema = z.object({
  type: z.literal('reindex'),
  kind: z.enum(['post', 'user', 'collection', 'tag', 'list']),
  id: z.string().min(1).max(128),
});
export type SearchIndexMessage = z.output<typeof searchIndexMessageSchema>;
