import type { IndexChange, SearchIndexStore } from '../../ports.ts';
import { applyChanges } from './bulk-changes.ts';
import type { OpenSearchEngine } from './opensearch-engine.ts';

/** A sortable, unique-enough suffix of the indexes a run creates. */
const versionNow = () => new Date().toISOString().replace(/\D/g, '').slice(0, 17);

/**
 * The domain is the published state: a change is searchable once OpenSearch refreshes (about a second),
 * so there is no snapshot to publish. A rebuild fills new indexes and swaps the aliases at once.
 */
export function createOpenSearchIndexStore(
  engine: OpenSearchEngine,
  newVersion: () => string = versionNow,
): SearchIndexStore {
  let created: Promise<void> | undefined;
  // Once per container: the first change of a new deployment creates the indexes with their mappings.
  const ensureIndexes = () =>
    (created ??= engine.indexes.ensure().catch((error: unknown) => {
      created = undefined;
      throw error;
    }));

  return {
    current: () => Promise.resolve(engine),

    async applyAndPublish(changes: readonly IndexChange[]) {
      await ensureIndexes();
      await engine.apply(changes);
    },

    async replaceAll(batches: AsyncIterable<readonly IndexChange[]>) {
      const names = await engine.indexes.createVersion(newVersion());
      let documents = 0;
      for await (const batch of batches) {
        await applyChanges(engine.client, batch, (kind) => names[kind]);
        documents += batch.filter((change) => change.op === 'put').length;
      }
      await engine.indexes.publish(names);
      return { documents };
    },
  };
}
