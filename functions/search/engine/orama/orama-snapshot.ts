import { gunzipSync, gzipSync } from 'node:zlib';
import { load, save, type RawData } from '@orama/orama';
import { searchIndexKinds, type SearchIndexKind } from '#contract/search.ts';
import type { SnapshotCodec } from '../../store/snapshot-index-store.ts';
import { createOramaEngine, emptyDatabases, type OramaDatabases } from './orama-engine.ts';

/** Bump when the stored form changes: an older snapshot is then rebuilt, never misread. */
const snapshotFormat = 1;

interface SnapshotFile {
  format: number;
  indexes: Record<SearchIndexKind, RawData>;
}

/**
 * Every index as one gzipped JSON of Orama's `save` (decision 227: smaller and faster to load than the
 * persistence plugin's formats, measured there).
 */
export function snapshotOf(dbs: OramaDatabases): Uint8Array {
  const file: SnapshotFile = {
    format: snapshotFormat,
    indexes: Object.fromEntries(
      searchIndexKinds.map((kind) => [kind, save(dbs[kind])]),
    ) as SnapshotFile['indexes'],
  };
  return gzipSync(JSON.stringify(file), { level: 1 });
}

/** The engine a snapshot holds. */
export function engineFromSnapshot(bytes: Uint8Array) {
  const file = JSON.parse(gunzipSync(bytes).toString('utf8')) as SnapshotFile;
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
