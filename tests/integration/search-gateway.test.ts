import { createHash } from 'node:crypto';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postDocument } from '#fixtures/search-index-documents.ts';
import { fileObjectStore, objectStoreDir } from '#local/file-object-store.ts';
import { embeddedIndexStore } from '#functions/search/store/embedded-index-store.ts';
import { localSearchConfig } from '#contract/search-config.ts';
import { searchHeaders, searchQueriesPath, type SearchResponseBody } from '#contract/search.ts';

/**
 * `npm start`'s search: the local gateway routes /_/search/* to the search Lambda, as CloudFront does,
 * with origin access control's body hash, over the index in the runtime's own object store.
 */
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
  await embeddedIndexStore(fileObjectStore(objectStoreDir(runtime.dataDir))).applyAndPublish([
    { op: 'put', index: 'posts', document: postDocument('p1', { title: 'Photosynthesis explained' }) },
  ]);
}, 120_000);
afterAll(() => runtime.stop());

const ask = (body: string, hash = true) =>
  fetch(`${runtime.url}${searchQueriesPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [searchHeaders.apiKey]: localSearchConfig.apiKey,
      [searchHeaders.applicationId]: localSearchConfig.applicationId,
      ...(hash ? { 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') } : {}),
    },
    body,
  });

test('a search through the gateway finds a published story; without the body hash it is refused', async () => {
  const body = JSON.stringify({
    requests: [{ indexName: 'folio_posts', params: { query: 'photosynthsis' } }],
  });
  const answer = await ask(body);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const { results } = (await answer.json()) as SearchResponseBody;
  expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual(['p1']);
  expect((await ask(body, false)).status).toBe(403);
});
