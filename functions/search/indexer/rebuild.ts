import type { ChangeReader, IndexChange, SearchIndexStore } from '../ports.ts';

/** How far the rebuild is: things read of the total counted before it started. */
export type RebuildProgress = (done: number, total: number) => void;

/**
 * Rebuilds every index from the table (decision 233): the reader's batches, counted as they pass, go
 * to the store, which builds a new index from them alone and publishes it in place of the old one,
 * so searches go on from the old index until the new one is complete.
 */
export async function rebuildSearchIndex(
  reader: ChangeReader,
  store: SearchIndexStore,
  onProgress: RebuildProgress,
): Promise<{ documents: number; total: number }> {
  const { total, batches } = reader.everything();
  const expected = await total;
  let done = 0;
  onProgress(done, expected);
  async function* counted(): AsyncIterable<readonly IndexChange[]> {
    for await (const batch of batches) {
      yield batch;
      done += batch.length;
      onProgress(Math.min(done, expected), expected);
    }
  }
  const { documents } = await store.replaceAll(counted());
  onProgress(expected, expected);
  return { documents, total: expected };
}

/**
 * The index rebuilt when the store cannot serve it (a snapshot of a format this code no longer reads):
 * what a local start does with the data of an older Folio. In AWS the operator runs the rebuild (deploy.md).
 */
export async function rebuildIfUnreadable(
  reader: ChangeReader,
  store: SearchIndexStore,
  log: (line: string) => void,
): Promise<void> {
  const unreadable = await store.current().then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  if (!unreadable) return;
  log(`The search index cannot be read (${unreadable.message}): rebuilding it from the table…`);
  const { documents } = await rebuildSearchIndex(reader, store, () => undefined);
  log(`Search index rebuilt: ${documents} documents.`);
}
