import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { queues } from '#infra/queues.ts';
import { fileObjectStore } from '#local/file-object-store.ts';
import type { IndexChange, SearchIndexStore } from '#functions/search/ports.ts';
import { embeddedIndexStore, searchStoreTiming } from '#functions/search/store/embedded-index-store.ts';
import { ms, percentile } from './percentiles.ts';

/** How long `work` takes, in milliseconds. */
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const summary = (samples: readonly number[]) =>
  `p50 ${ms(percentile(samples, 50))} ms, max ${ms(Math.max(...samples))} ms`;

/**
 * Indexing lag of the embedded engine (issue #17) on the corpus, through the real snapshot store on the
 * local file object store: the indexer publishing one story's change (a delta, or every
 * `compactEvery`-th a new snapshot), and a search Lambda catching up after its refresh interval
 * (replaying the delta, or the compacted batch: decision 271). A change is searchable at most the
 * queue's batching window + the publish + the refresh interval + the catch-up after it is queued.
 * S3's latency is not in these figures (a few tens of milliseconds per object).
 */
export async function benchIndexingLag(
  corpus: AsyncIterable<IndexChange[]>,
  changes: readonly IndexChange[],
) {
  const root = mkdtempSync(join(tmpdir(), 'folio-search-lag-'));
  let time = 0;
  const clock = () => time;
  const objects = fileObjectStore(root);
  const indexer: SearchIndexStore = embeddedIndexStore(objects, clock);
  const searchLambda: SearchIndexStore = embeddedIndexStore(objects, clock);
  try {
    const rebuild = await timed(() => indexer.replaceAll(corpus));
    const coldStart = await timed(() => searchLambda.current());
    const publishes: number[] = [];
    const catchUps: number[] = [];
    for (const change of changes) {
      publishes.push(await timed(() => indexer.applyAndPublish([change])));
      time += searchStoreTiming.refreshSeconds * 1000;
      catchUps.push(await timed(() => searchLambda.current()));
    }
    const window = queues.find((queue) => queue.name === 'search-index')!.maxBatchingWindowSeconds * 1000;
    const worst =
      window + Math.max(...publishes) + searchStoreTiming.refreshSeconds * 1000 + Math.max(...catchUps);
    console.log(
      [
        `\nIndexing lag (${changes.length} changes, a snapshot every ${searchStoreTiming.compactEvery} publishes):`,
        `- rebuild published in ${ms(rebuild / 1000)} s; a search Lambda's first load ${ms(coldStart / 1000)} s`,
        `- indexer publish: ${summary(publishes)}`,
        `- search Lambda catch-up: ${summary(catchUps)}`,
        `- searchable at worst ${ms(worst / 1000)} s after queued (batching window ${window / 1000} s + publish + refresh ${searchStoreTiming.refreshSeconds} s + catch-up)`,
      ].join('\n'),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
