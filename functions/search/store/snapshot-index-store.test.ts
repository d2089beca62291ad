import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { postDocument } from '#fixtures/search-index-documents.ts';
import { embeddedSnapshotCodec } from '../engine/embedded/embedded-snapshot.ts';
import type { IndexChange, SearchEngine } from '../ports.ts';
import { LostPublishRace, manifestKey, manifestSchema } from './manifest.ts';
import { snapshotIndexStore } from './snapshot-index-store.ts';

const put = (id: string, title = `Story ${id}`): IndexChange => ({
  op: 'put',
  index: 'posts',
  document: postDocument(id, { title }),
});

function setUp() {
  const objects = memoryObjectStore();
  let time = 1_000_000;
  const store = (compactEvery = 3) =>
    snapshotIndexStore({
      objects,
      codec: embeddedSnapshotCodec,
      refreshSeconds: 10,
      compactEvery,
      now: () => time,
    });
  const manifest = async () =>
    manifestSchema.parse(JSON.parse(new TextDecoder().decode((await objects.get(manifestKey))!.body)));
  return { objects, store, manifest, wait: (seconds: number) => (time += seconds * 1000) };
}

const found = async (engine: SearchEngine, query: string) =>
  (
    await engine.search(
      [{ kind: 'posts', indexName: 'p', query, hitsPerPage: 10, page: 0, clickAnalytics: false }],
      { mutedUserIds: new Set(), mutedCollectionIds: new Set() },
    )
  )[0]!.hits.map((hit) => hit.objectID);

describe('the snapshot index store', () => {
  it('serves an empty index before anything is published', async () => {
    const { store } = setUp();
    expect(await (await store().current()).count('posts')).toBe(0);
  });

  it('publishes deltas, then compacts them into a snapshot and retires the old objects', async () => {
    const { store, manifest, objects, wait } = setUp();
    const writer = store(3);
    await writer.applyAndPublish([put('a')]);
    await writer.applyAndPublish([put('b')]);
    expect(await manifest()).toMatchObject({
      version: 2,
      snapshotKey: null,
      deltaKeys: [expect.any(String), expect.any(String)],
    });
    await writer.applyAndPublish([{ op: 'remove', index: 'posts', objectID: 'a' }]);
    const compacted = await manifest();
    expect(compacted).toMatchObject({
      version: 3,
      deltaKeys: [],
      retired: [{ key: expect.any(String) }, { key: expect.any(String) }, { key: expect.any(String) }],
    });
    expect(await found(await store().current(), 'story')).toEqual(['b']);
    wait(11 * 60);
    await writer.applyAndPublish([put('c')]);
    expect((await manifest()).retired).toEqual([]);
    expect([...objects.objects.keys()].filter((key) => key.startsWith('search/deltas/'))).toHaveLength(1);
  });

  it('picks up a change once refreshSeconds have passed, replaying only the new deltas', async () => {
    const { store, wait } = setUp();
    const writer = store(50);
    const reader = store(50);
    await writer.applyAndPublish([put('a', 'Photosynthesis')]);
    const engine = await reader.current();
    expect(await found(engine, 'photosynthsis')).toEqual(['a']);
    await writer.applyAndPublish([put('a', 'Gardening')]);
    expect(await found(await reader.current(), 'gardening')).toEqual([]);
    wait(10);
    const refreshed = await reader.current();
    expect(refreshed).toBe(engine);
    expect(await found(refreshed, 'gardening')).toEqual(['a']);
  });

  it('brings a search Lambda through a compaction by replaying its batch, without loading the snapshot', async () => {
    const { objects, store } = setUp();
    let restores = 0;
    const codec = {
      ...embeddedSnapshotCodec,
      restore: (bytes: Uint8Array) => (restores++, embeddedSnapshotCodec.restore(bytes)),
    };
    const reader = () => snapshotIndexStore({ objects, codec, refreshSeconds: 0, compactEvery: 3 });
    const writer = store(3);
    const searching = reader();
    await writer.applyAndPublish([put('a', 'Apples')]);
    const engine = await searching.current();
    await writer.applyAndPublish([put('b', 'Bananas')]);
    await writer.applyAndPublish([put('c', 'Cherries')]);
    await writer.applyAndPublish([put('d', 'Dates')]);
    const caughtUp = await searching.current();
    expect(caughtUp).toBe(engine);
    expect(
      await Promise.all(['apples', 'bananas', 'cherries', 'dates'].map((word) => found(caughtUp, word))),
    ).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(restores).toBe(0);

    expect(await found(await reader().current(), 'dates')).toEqual(['d']);
    expect(restores).toBe(1);
  });

  it('makes a lost race a failure, and the loser catches up on its next batch', async () => {
    const { store, manifest } = setUp();
    const first = store();
    const second = store();
    await first.applyAndPublish([put('a')]);
    await second.applyAndPublish([put('b')]);
    await expect(first.applyAndPublish([put('c')])).resolves.toBeUndefined();
    expect((await manifest()).version).toBe(3);

    const objects = memoryObjectStore();
    const racing = snapshotIndexStore({
      objects,
      codec: embeddedSnapshotCodec,
      refreshSeconds: 10,
      compactEvery: 5,
    });
    const original = objects.put.bind(objects);
    objects.put = async (key, body, type) => {
      if (key.startsWith('search/deltas/'))
        await original(
          manifestKey,
          JSON.stringify({ version: 7, snapshotKey: null, deltaKeys: [], retired: [] }),
          type,
        );
      return original(key, body, type);
    };
    await expect(racing.applyAndPublish([put('x')])).rejects.toBeInstanceOf(LostPublishRace);
  });

  it('replaces everything with a rebuild, keeping changes published while it ran', async () => {
    const { store, manifest } = setUp();
    const writer = store(50);
    await writer.applyAndPublish([put('old')]);
    async function* batches() {
      yield [put('r1'), put('r2')];
      await writer.applyAndPublish([put('during')]);
      yield [put('r3')];
    }
    const rebuilder = store(50);
    expect(await rebuilder.replaceAll(batches())).toEqual({ documents: 4 });
    expect(await manifest()).toMatchObject({ version: 3, deltaKeys: [] });
    expect((await found(await store().current(), 'story')).sort()).toEqual(['during', 'r1', 'r2', 'r3']);
  });
});
