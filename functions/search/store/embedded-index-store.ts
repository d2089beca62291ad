import type { ObjectStore } from '#shared/ports/object-store.ts';
import { embeddedSnapshotCodec } from '../engine/embedded/embedded-snapshot.ts';
import type { SearchIndexStore } from '../ports.ts';
import { snapshotIndexStore } from './snapshot-index-store.ts';

/** Decision 228: a change is searchable within refreshSeconds of its publish; 20 deltas per snapshot. */
export const searchStoreTiming = { refreshSeconds: 10, compactEvery: 20 };

/** The embedded engine's index in the object store (S3 in AWS, files locally). */
export const embeddedIndexStore = (objects: ObjectStore, now?: () => number): SearchIndexStore =>
  snapshotIndexStore({
    objects,
    codec: embeddedSnapshotCodec,
    ...searchStoreTiming,
    ...(now ? { now } : {}),
  });
