import type { API, Client } from '@opensearch-project/opensearch';
import type { SearchIndexKind } from '#contract/search.ts';
import type { IndexChange } from '../../ports.ts';

/** Which index a kind's changes go to: its alias, or a new index being built by a rebuild. */
export type IndexNameOf = (kind: SearchIndexKind) => string;

/** A bulk request's size at most: half the smallest domains' 10 MiB limit on an HTTP request. */
export const maxBulkBytes = 5 * 1024 * 1024;

interface BulkItemResult {
  status: number;
  error?: { type: string; reason: string };
}

/** A change as the bulk API's lines: a put indexes the document under its objectID, a remove deletes it. */
const bulkLines = (change: IndexChange, indexNameOf: IndexNameOf): string =>
  change.op === 'put'
    ? `${JSON.stringify({ index: { _index: indexNameOf(change.index), _id: change.document.objectID } })}\n${JSON.stringify(change.document)}\n`
    : `${JSON.stringify({ delete: { _index: indexNameOf(change.index), _id: change.objectID } })}\n`;

/** The changes as ndjson bodies of at most maxBulkBytes each (one change is never split). */
function* bulkBodies(changes: readonly IndexChange[], indexNameOf: IndexNameOf) {
  let body = '';
  let bytes = 0;
  for (const change of changes) {
    const lines = bulkLines(change, indexNameOf);
    const size = Buffer.byteLength(lines);
    if (bytes > 0 && bytes + size > maxBulkBytes) {
      yield body;
      body = '';
      bytes = 0;
    }
    body += lines;
    bytes += size;
  }
  if (bytes > 0) yield body;
}

/**
 * Sends the changes in bulk requests, one after the other. Removing an absent document answers 404
 * without an error, as the port wants; any item that failed fails the whole batch (the queue retries
 * it: puts and removes are idempotent).
 */
export async function applyChanges(
  client: Client,
  changes: readonly IndexChange[],
  indexNameOf: IndexNameOf,
) {
  for (const body of bulkBodies(changes, indexNameOf)) {
    // The transport sends a string body as it is (serialised once here, to measure it); the API's
    // type names only the array form.
    const { body: answer } = await client.bulk({ body: body as unknown as API.Bulk_RequestBody });
    if (!answer.errors) continue;
    const failed = answer.items
      .flatMap((item) => Object.values(item) as BulkItemResult[])
      .filter((result) => result.error);
    const first = failed[0]?.error;
    throw new Error(
      `OpenSearch refused ${failed.length} of ${changes.length} changes: ${first?.type}: ${first?.reason}`,
    );
  }
}
