import { gunzipSync, gzipSync } from 'node:zlib';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { searchIndexKinds, type SearchIndexKind } from '#contract/search.ts';
import type { SnapshotCodec } from '../../store/snapshot-index-store.ts';
import type { StoredDocument } from './hits.ts';
import { fromParts, toParts } from './snapshot-parts.ts';
import { createMiniSearchEngine, emptyIndexes, indexOptions, type KindIndexes } from './minisearch-engine.ts';

/** Bump when the stored form changes: an older snapshot is then rebuilt, never misread. */
const snapshotFormat = 3;
/** The file, a kind, its words or documents, one document: each document is a part of its own. */
const splitDepth = 4;

interface SnapshotFile {
  format: number;
  indexes: Record<SearchIndexKind, { words: AsPlainObject; documents: Record<string, StoredDocument> }>;
}

/**
 * Every index as MiniSearch's own plain form and its documents, in JSON parts (snapshot-parts.ts),
 * gzipped (decision 252: loading MiniSearch's form is several times faster than indexing the documents again).
 */
export function snapshotOf(indexes: KindIndexes): Uint8Array {
  const file: SnapshotFile = {
    format: snapshotFormat,
    indexes: Object.fromEntries(
      searchIndexKinds.map((kind) => [
        kind,
        {
          words: indexes[kind].words.toJSON(),
          documents: Object.fromEntries(indexes[kind].documents),
        },
      ]),
    ) as SnapshotFile['indexes'],
  };
  return gzipSync(toParts(file, splitDepth), { level: 1 });
}

/** The engine a snapshot holds. */
export function engineFromSnapshot(bytes: Uint8Array) {
  const file = fromParts(gunzipSync(bytes)) as SnapshotFile;
  if (file.format !== snapshotFormat)
    throw new Error(`The search snapshot is of format ${file.format}, this code reads ${snapshotFormat}.`);
  const indexes = emptyIndexes();
  for (const kind of searchIndexKinds) {
    const saved = file.indexes[kind];
    indexes[kind] = {
      words: MiniSearch.loadJS(saved.words, indexOptions(kind)),
      documents: new Map(Object.entries(saved.documents)),
    };
  }
  return createMiniSearchEngine(indexes);
}

/** The embedded engine as the snapshot index store keeps it. */
export const miniSearchSnapshotCodec: SnapshotCodec<ReturnType<typeof createMiniSearchEngine>> = {
  empty: () => createMiniSearchEngine(),
  restore: engineFromSnapshot,
  snapshot: (engine) => snapshotOf(engine.indexes),
};
