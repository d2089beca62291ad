import type { ObjectStore } from '#shared/ports/object-store.ts';
import { searchIndexKinds } from '#contract/search.ts';
import type { IndexChange, SearchEngine, SearchIndexStore, SnapshotCodec } from '../ports.ts';
import {
  deltaKeyFor,
  emptyManifest,
  LostPublishRace,
  manifestKey,
  manifestSchema,
  snapshotKeyFor,
  type IndexState,
  type Manifest,
} from './manifest.ts';

export interface SnapshotStoreOptions<E extends SearchEngine> {
  objects: ObjectStore;
  codec: SnapshotCodec<E>;
  /** How long a search Lambda serves what it has before it reads the manifest again (≤ 15). */
  refreshSeconds: number;
  /** A publish with this many deltas behind the snapshot writes a fresh snapshot instead. */
  compactEvery: number;
  now?: () => number;
}

/** Retired objects are deleted this long after: a search Lambda reading them has long finished. */
const retiredForMs = 10 * 60_000;

interface Loaded<E> {
  manifest: Manifest;
  engine: E;
}

/**
 * The index store of the embedded engine over the object store (S3 in AWS): a manifest naming a
 * snapshot and the small deltas published after it (decision 228). Search Lambdas load the snapshot
 * once and replay new deltas every `refreshSeconds`; the one writer appends a delta per batch and
 * compacts every `compactEvery`.
 */
export function snapshotIndexStore<E extends SearchEngine>(
  options: SnapshotStoreOptions<E>,
): SearchIndexStore {
  const { objects, codec, compactEvery } = options;
  const now = options.now ?? Date.now;
  const text = new TextDecoder();

  async function readManifest(): Promise<Manifest> {
    const stored = await objects.get(manifestKey);
    return stored ? manifestSchema.parse(JSON.parse(text.decode(stored.body))) : emptyManifest;
  }

  async function readDelta(key: string): Promise<IndexChange[]> {
    const stored = await objects.get(key);
    if (!stored) throw new Error(`The search delta ${key} is missing.`);
    return JSON.parse(text.decode(stored.body)) as IndexChange[];
  }

  async function replay(engine: E, deltaKeys: readonly string[]) {
    for (const key of deltaKeys) await engine.apply(await readDelta(key));
  }

  async function load(manifest: Manifest): Promise<Loaded<E>> {
    let engine = codec.empty();
    if (manifest.snapshotKey) {
      const stored = await objects.get(manifest.snapshotKey);
      if (!stored) throw new Error(`The search snapshot ${manifest.snapshotKey} is missing.`);
      engine = codec.restore(stored.body);
    }
    await replay(engine, manifest.deltaKeys);
    return { manifest, engine };
  }

  /** `later` only added deltas to `earlier`'s snapshot. */
  const extends_ = (earlier: IndexState, later: IndexState) =>
    earlier.snapshotKey === later.snapshotKey &&
    earlier.deltaKeys.every((key, index) => later.deltaKeys[index] === key);

  /** `loaded` brought to `manifest` through the state it compacted, or undefined when it cannot be. */
  async function throughCompaction(loaded: Loaded<E>, manifest: Manifest): Promise<Loaded<E> | undefined> {
    const compacted = manifest.compactedFrom;
    if (!compacted || !extends_(loaded.manifest, compacted)) return undefined;
    const missing = [...compacted.deltaKeys.slice(loaded.manifest.deltaKeys.length), ...manifest.deltaKeys];
    const deltas = await Promise.all(missing.map((key) => readDelta(key).catch(() => undefined)));
    // Retired deltas are deleted after a while: a search Lambda that far behind loads the snapshot.
    if (deltas.some((delta) => delta === undefined)) return undefined;
    for (const delta of deltas) await loaded.engine.apply(delta!);
    return { manifest, engine: loaded.engine };
  }

  /** Brings `loaded` to `manifest`: the new deltas only when it can, else everything again. */
  async function caughtUp(loaded: Loaded<E> | undefined, manifest: Manifest): Promise<Loaded<E>> {
    if (!loaded) return load(manifest);
    if (extends_(loaded.manifest, manifest)) {
      if (loaded.manifest.version === manifest.version) return loaded;
      await replay(loaded.engine, manifest.deltaKeys.slice(loaded.manifest.deltaKeys.length));
      return { manifest, engine: loaded.engine };
    }
    return (await throughCompaction(loaded, manifest)) ?? load(manifest);
  }

  /** Writes the manifest if nobody published since `expected`; deletes what retired long enough ago. */
  async function publish(
    expected: number,
    next: Omit<Manifest, 'version' | 'retired'>,
    retiring: readonly string[],
  ) {
    const latest = await readManifest();
    if (latest.version !== expected) throw new LostPublishRace(expected, latest.version);
    const at = now();
    const retired = [...latest.retired, ...retiring.map((key) => ({ key, at }))];
    const expired = retired.filter((entry) => entry.at <= at - retiredForMs);
    const manifest: Manifest = {
      ...next,
      version: expected + 1,
      retired: retired.filter((entry) => entry.at > at - retiredForMs),
    };
    await objects.put(manifestKey, JSON.stringify(manifest), 'application/json');
    await Promise.all(expired.map((entry) => objects.delete(entry.key)));
    return manifest;
  }

  const keysOf = (manifest: Manifest) => [
    ...(manifest.snapshotKey ? [manifest.snapshotKey] : []),
    ...manifest.deltaKeys,
  ];

  async function putDelta(version: number, changes: readonly IndexChange[]) {
    const deltaKey = deltaKeyFor(version);
    await objects.put(deltaKey, JSON.stringify(changes), 'application/json');
    return deltaKey;
  }

  /** A snapshot of `engine` in place of `base`; `lastDelta` (a compaction's own batch) says how to get there. */
  async function publishSnapshot(engine: E, base: Manifest, lastDelta?: string): Promise<Manifest> {
    const snapshotKey = snapshotKeyFor(base.version + 1);
    await objects.put(snapshotKey, codec.snapshot(engine), 'application/gzip');
    const compactedFrom = lastDelta
      ? { snapshotKey: base.snapshotKey, deltaKeys: [...base.deltaKeys, lastDelta] }
      : null;
    const retiring = [...keysOf(base), ...(lastDelta ? [lastDelta] : [])];
    return publish(base.version, { snapshotKey, deltaKeys: [], compactedFrom }, retiring);
  }

  let served: Loaded<E> | undefined;
  let checkedAt = -Infinity;
  let refreshing: Promise<E> | undefined;
  let written: Loaded<E> | undefined;

  async function refresh(): Promise<E> {
    served = await caughtUp(served, await readManifest());
    checkedAt = now();
    return served.engine;
  }

  return {
    current() {
      if (served && now() - checkedAt < options.refreshSeconds * 1000) return Promise.resolve(served.engine);
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },

    async applyAndPublish(changes) {
      if (changes.length === 0) return;
      try {
        const base = await caughtUp(written, await readManifest());
        written = undefined;
        await base.engine.apply(changes);
        const deltaKey = await putDelta(base.manifest.version + 1, changes);
        if (base.manifest.deltaKeys.length + 1 >= compactEvery) {
          const manifest = await publishSnapshot(base.engine, base.manifest, deltaKey);
          written = { manifest, engine: base.engine };
          return;
        }
        const manifest = await publish(
          base.manifest.version,
          {
            snapshotKey: base.manifest.snapshotKey,
            deltaKeys: [...base.manifest.deltaKeys, deltaKey],
            compactedFrom: base.manifest.compactedFrom,
          },
          [],
        );
        written = { manifest, engine: base.engine };
      } catch (error) {
        written = undefined;
        throw error;
      }
    },

    async replaceAll(batches) {
      const started = await readManifest();
      const engine = codec.empty();
      for await (const batch of batches) await engine.apply(batch);
      // Changes published while the rebuild read the table are newer than most of what it read.
      const latest = await readManifest();
      if (latest.snapshotKey === started.snapshotKey)
        await replay(engine, latest.deltaKeys.slice(started.deltaKeys.length));
      written = { manifest: await publishSnapshot(engine, latest), engine };
      const counts = await Promise.all(searchIndexKinds.map((kind) => engine.count(kind)));
      return { documents: counts.reduce((sum, n) => sum + n, 0) };
    },
  };
}
