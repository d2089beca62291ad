import type { Client } from '@opensearch-project/opensearch';
import type { SearchIndexKind } from '#contract/search.ts';
import type { IndexChange } from '../../ports.ts';

/** Which index a kind's changes go to: its alias, or a new index being built by a rebuild. */
export type IndexNameOf = (kind: SearchIndexKind) => string;

interface BulkItemResult {
  status: number;
  error?: { type: string; reason: string };
}

/** The bulk API's lines: a put indexes the document under its objectID, a remove deletes it. */
export function bulkLines(changes: readonly IndexChange[], indexNameOf: IndexNameOf): object[] {
  return changes.flatMap((change): object[] =>
    change.op === 'put'
      ? [{ index: { _index: indexNameOf(change.index), _id: change.document.objectID } }, change.document]
      : [{ delete: { _index: indexNameOf(change.index), _id: change.objectID } }],
  );
}

/**
 * Sends the changes in one bulk request. Removing an absent document answers 404 without an error,
 * as the port wants; any item that failed fails the whole batch (the queue retries it: puts and
 * removes are idempotent).
 */
export async function applyChanges(
  client: Client,
  changes: readonly IndexChange[],
  indexNameOf: IndexNameOf,
) {
  if (changes.length === 0) return;
  const { body } = await client.bulk({ body: bulkLines(changes, indexNameOf) });
  if (!body.errors) return;
  const failed = body.items
    .flatMap((item) => Object.values(item) as BulkItemResult[])
    .filter((result) => result.error);
  const first = failed[0]?.error;
  throw new Error(
    `OpenSearch refused ${failed.length} of ${changes.length} changes: ${first?.type}: ${first?.reason}`,
  );
}
