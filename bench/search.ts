import { performance } from 'node:perf_hooks';
import { defaultSearchIndexPrefix, searchIndexName } from '#contract/search.ts';
import { createEmbeddedEngine } from '#functions/search/engine/embedded/embedded-engine.ts';
import { embeddedSnapshotCodec } from '#functions/search/engine/embedded/embedded-snapshot.ts';
import { resolveQueries } from '#functions/search/query/resolve-queries.ts';
import type { SearchViewer } from '#functions/search/ports.ts';
import { benchCorpusSize, searchCorpus, searchCorpusQueries } from './search-corpus.ts';
import { postDocument } from './search-corpus-documents.ts';
import { corpusOf } from './search-corpus-world.ts';
import { benchIndexingLag } from './search-indexing-lag.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * The embedded search engine on the generated corpus (issue #17, docs/search.md): index build time,
 * heap of the built index, snapshot size and restore time, and the latency of one query as a search
 * Lambda serves it (request parsed and resolved, searched, answer serialised) for one-word, two-word and
 * misspelled queries, and the indexing lag (search-indexing-lag.ts). A Lambda instance serves one request at a time, so 20 connections are 20
 * instances each seeing these figures. Sizes: BENCH_POSTS, BENCH_USERS (100,000 and 20,000 by
 * default); BENCH_QUERIES per kind (300). Prints; asserts nothing. Run with --expose-gc for the heap.
 */
const size = {
  ...benchCorpusSize,
  posts: Number(process.env.BENCH_POSTS ?? benchCorpusSize.posts),
  users: Number(process.env.BENCH_USERS ?? benchCorpusSize.users),
};
const queriesPerKind = Number(process.env.BENCH_QUERIES ?? 300);
const anonymous: SearchViewer = { mutedUserIds: new Set(), mutedCollectionIds: new Set() };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function heapUsed() {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

async function main() {
  const heapBefore = heapUsed();
  const engine = createEmbeddedEngine();
  let started = performance.now();
  let documents = 0;
  for await (const batch of searchCorpus({ size })) {
    await engine.apply(batch);
    documents += batch.length;
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const heap = heapUsed() - heapBefore;
  console.log(
    `Index: ${documents} documents (${size.posts} stories, ${size.users} people) built in ${buildSeconds.toFixed(1)} s; heap ${mb(heap)}, RSS ${mb(process.memoryUsage().rss)}`,
  );

  started = performance.now();
  const snapshot = embeddedSnapshotCodec.snapshot(engine);
  const snapshotSeconds = (performance.now() - started) / 1000;
  console.log(
    `Snapshot: ${mb(snapshot.byteLength)} (the documents in gzipped JSON parts, decision 270) written in ${snapshotSeconds.toFixed(1)} s`,
  );
  started = performance.now();
  embeddedSnapshotCodec.restore(snapshot);
  console.log(
    `Restore: ${((performance.now() - started) / 1000).toFixed(1)} s (a cold search Lambda's load)`,
  );

  const sets = searchCorpusQueries({ size, count: queriesPerKind });
  const indexName = searchIndexName(defaultSearchIndexPrefix, 'posts');
  console.log('\n| Query | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- |');
  for (const [kind, queries] of Object.entries(sets) as [string, string[]][]) {
    const samples: number[] = [];
    for (const query of queries.slice(0, queriesPerKind)) {
      const body = JSON.stringify({ requests: [{ indexName, params: { query, hitsPerPage: 10 } }] });
      const asked = performance.now();
      const results = await engine.search(resolveQueries(body, defaultSearchIndexPrefix), anonymous);
      JSON.stringify({ results });
      samples.push(performance.now() - asked);
    }
    console.log(
      `| ${kind} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ${ms(Math.max(...samples))} |`,
    );
  }

  const corpus = corpusOf({ size });
  const edits = Array.from({ length: 45 }, (_, at) => {
    const story = postDocument(corpus, (at * 997) % size.posts);
    return {
      op: 'put' as const,
      index: 'posts' as const,
      document: { ...story, title: `${story.title} (edited)` },
    };
  });
  await benchIndexingLag(searchCorpus({ size }), edits);
}

void main();
