import { gzipSync } from 'node:zlib';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { postDocument } from '#fixtures/search-index-documents.ts';
import { toParts } from '../engine/embedded/snapshot-parts.ts';
import type { ChangeReader, IndexChange } from '../ports.ts';
import { embeddedIndexStore } from '../store/embedded-index-store.ts';
import { manifestKey } from '../store/manifest.ts';
import { rebuildIfUnreadable } from './rebuild.ts';

/** The table as the rebuild reads it: one story. */
const oneStory: ChangeReader = {
  changesFor: () => Promise.resolve([]),
  everything: () => ({
    total: Promise.resolve(1),
    batches: (async function* (): AsyncIterable<IndexChange[]> {
      yield [{ op: 'put', index: 'posts', document: postDocument('p1') }];
    })(),
  }),
};

describe('rebuilding an index this code cannot read', () => {
  it('rebuilds from the table when the snapshot is of an older format, and leaves a readable one alone', async () => {
    const objects = memoryObjectStore();
    const snapshotKey = 'search/snapshots/1-old.json.gz';
    await objects.put(snapshotKey, gzipSync(toParts({ format: 3 }, 1)), 'application/gzip');
    const manifest = { version: 1, snapshotKey, deltaKeys: [], retired: [] };
    await objects.put(manifestKey, JSON.stringify(manifest), 'application/json');
    const lines: string[] = [];

    await rebuildIfUnreadable(oneStory, embeddedIndexStore(objects), (line) => lines.push(line));
    expect(lines).toEqual([
      'The search index cannot be read (The search snapshot is of format 3, this code reads 4.): rebuilding it from the table…',
      'Search index rebuilt: 1 documents.',
    ]);
    expect(await (await embeddedIndexStore(objects).current()).count('posts')).toBe(1);

    await rebuildIfUnreadable(oneStory, embeddedIndexStore(objects), (line) => lines.push(line));
    expect(lines).toHaveLength(2);
  });
});
