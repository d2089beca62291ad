import { gunzipSync, gzipSync } from 'node:zlib';
import { load, save, type RawData } from '@orama/orama';
import { searchIndexKinds, type SearchIndexKind } from '#contract/search.ts';
import type { SnapshotCodec } from '../../store/snapshot-index-store.ts';
import { fromParts, toParts } from './snapshot-parts.ts';
import { createOramaEngine, emptyDatabases, type OramaDatabases } from './orama-engine.ts';

/** Bump when the stored form changes: an older snapshot is then rebuilt, never misread. */
const snapshotFormat = 2;
/** Kind, Orama's component, its part, a property: the levels split into parts of their own. */
const splitDepth = 5;

interface SnapshotFile {
  format: number;
  indexes: Record<SearchIndexKind, RawData>;
}

/**
 * Every index as Orama's `save`, in JSON parts (snapshot-parts.ts), gzipped (decision 227: faster to
 * load than the persistence plugin's formats and than rebuilding from the documents, measured there).
 */
export function snapshotOf(dbs: OramaDatabases): Uint8Array {
  const file: SnapshotFile = {
    format: snapshotFormat,
    indexes: Object.fromEntries(
      searchIndexKinds.map((kind) => [kind, save(dbs[kind])]),
    ) as SnapshotFile['indexes'],
  };
  return gzipSync(toParts(file, splitDepth), { level: 1 });
}

/** The engine a snapshot holds. */
export function engineFromSnapshot(bytes: Uint8Array) {
  const file = fromParts(gunzipSync(bytes)) as SnapshotFile;
  if (file.format !== snapshotFormat)
    throw new Error(`The search snapshot is of format ${file.format}, this code reads ${snapshotFormat}.`);
  const dbs = emptyDatabases();
  for (const kind of searchIndexKinds) load(dbs[kind], file.indexes[kind]);
  return createOramaEngine(dbs);
}

/** The embedded engine as the snapshot index store keeps it. */
export const oramaSnapshotCodec: SnapshotCodec<ReturnType<typeof createOramaEngine>> = {
  empty: () => createOramaEngine(),
  restore: engineFromSnapshot,
  snapshot: (engine) => snapshotOf(engine.dbs),
};
