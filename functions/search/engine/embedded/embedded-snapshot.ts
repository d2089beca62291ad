import { gunzipSync, gzipSync } from 'node:zlib';
import { searchIndexKinds, type SearchIndexKind } from '#contract/search.ts';
import type { SnapshotCodec } from '../../ports.ts';
import { createEmbeddedEngine, emptyIndexes, type KindIndexes } from './embedded-engine.ts';
import type { StoredDocument } from './hits.ts';
import { kindIndexOf, liveDocuments } from './kind-index.ts';
import { fromParts, toParts } from './snapshot-parts.ts';

/** Bump when the stored form changes: an older snapshot is then rebuilt, never misread. */
const snapshotFormat = 4;
/** The file, its documents, a kind, one document: each document is a part of its own. */
const splitDepth = 3;

interface SnapshotFile {
  format: number;
  documents: Record<SearchIndexKind, Record<string, StoredDocument>>;
}

/**
 * The documents of every index, in JSON parts (snapshot-parts.ts), gzipped. The index itself is not
 * stored (decision 270): indexing the documents again costs about what parsing a stored index did.
 */
export function snapshotOf(indexes: KindIndexes): Uint8Array {
  const file: SnapshotFile = {
    format: snapshotFormat,
    documents: Object.fromEntries(
      searchIndexKinds.map((kind) => [
        kind,
        Object.fromEntries(liveDocuments(indexes[kind]).map((document) => [document.objectID, document])),
      ]),
    ) as SnapshotFile['documents'],
  };
  return gzipSync(toParts(file, splitDepth), { level: 1 });
}

/** The engine a snapshot holds. */
export function engineFromSnapshot(bytes: Uint8Array) {
  const file = fromParts(gunzipSync(bytes)) as SnapshotFile;
  if (file.format !== snapshotFormat)
    throw new Error(`The search snapshot is of format ${file.format}, this code reads ${snapshotFormat}.`);
  const indexes = emptyIndexes();
  for (const kind of searchIndexKinds)
    indexes[kind] = kindIndexOf(kind, Object.values(file.documents[kind] ?? {}));
  return createEmbeddedEngine(indexes);
}

/** The embedded engine as the snapshot index store keeps it. */
export const embeddedSnapshotCodec: SnapshotCodec<ReturnType<typeof createEmbeddedEngine>> = {
  empty: () => createEmbeddedEngine(),
  restore: engineFromSnapshot,
  snapshot: (engine) => snapshotOf(engine.indexes),
};
