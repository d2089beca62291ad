import * as z from 'zod';
import type { FailureLogger } from '../observability/unexpected-errors.ts';
import type { QueueSender } from './queue-sender.ts';

/**
 * A message of the search-index queue (infra/queues.ts): "this thing changed, index it again". The
 * indexer reads its current state from the table and puts or removes its documents, so messages carry
 * no content, may arrive twice or out of order, and the last one read always wins.
 * - post: a story was published, edited, unlisted, deleted, suspended or moved (its tags' postCount too);
 * - user: a profile changed (name, username, bio, image, suspension, followers, a new account or a
 *   verified e-mail): the person and their stories;
 * - collection: a publication changed (followers too): it and its stories;
 * - tag: a tag's count, followers or title changed;
 * - list: a list was created, renamed, made private/public, deleted, or its items changed.
 */
export const searchIndexMessageSchema = z.object({
  type: z.literal('reindex'),
  kind: z.enum(['post', 'user', 'collection', 'tag', 'list']),
  id: z.string().min(1).max(128),
});
export type SearchIndexMessage = z.output<typeof searchIndexMessageSchema>;

/** What changed: a kind and its id (the message without its type). */
export type SearchIndexEntry = Pick<SearchIndexMessage, 'kind' | 'id'>;

/** When the indexer should read the entries: `delaySeconds` later to let a burst of changes settle. */
export interface ReindexTiming {
  delaySeconds?: number;
}

/** Puts "index these again" on the search-index queue, one message per entry; throws when SQS refuses. */
export async function requestReindex(
  queue: QueueSender,
  entries: readonly SearchIndexEntry[],
  timing: ReindexTiming = {},
) {
  if (entries.length === 0) return;
  await queue.send(
    'search-index',
    entries.map(({ kind, id }): SearchIndexMessage => ({ type: 'reindex', kind, id })),
    timing,
  );
}

/** A domain's way to ask for a reindex after its write; never fails the write. */
export type Reindexer = (entries: readonly SearchIndexEntry[], timing?: ReindexTiming) => Promise<void>;

/**
 * The producers' sender (as decision 206's notifications): called after the domain's own write
 * succeeded. A message that cannot be sent is logged (the index stays stale until the next change or
 * the rebuild, `npm run search:rebuild`); the write stands.
 */
export const reindexSender =
  (queue: QueueSender, logger: FailureLogger): Reindexer =>
  async (entries, timing) => {
    try {
      await requestReindex(queue, entries, timing);
    } catch (error) {
      logger.error('Search reindex not queued', { error, entries });
    }
  };
