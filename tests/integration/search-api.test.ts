import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileObjectStore } from '#local/file-object-store.ts';
import { createTestTable } from '#fixtures/table.ts';
import { collectionDocument, postDocument, userDocument } from '#fixtures/search-index-documents.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import type { GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { composeSearchHandler } from '#functions/search/handler.ts';
import { embeddedIndexStore, searchStoreTiming } from '#functions/search/store/embedded-index-store.ts';
import { localSearchConfig } from '#contract/search-config.ts';
import { searchHeaders, searchQueriesPath, type SearchResponseBody } from '#contract/search.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import type { IndexChange } from '#functions/search/ports.ts';

/**
 * The search API end to end on one machine (issue #17): documents published through the index store
 * into the local object store, searched over the search Lambda's function URL events, the viewer's
 * mutes and a list's stories read from DynamoDB Local, who the viewer is asked of the local API.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let root: string;
let time = Date.now();
const now = () => time;
let search: ReturnType<typeof composeSearchHandler>;
let publish: (changes: IndexChange[]) => Promise<void>;
let readerId: string;

const put = (change: Omit<Extract<IndexChange, { op: 'put' }>, 'op'>) =>
  ({ op: 'put', ...change }) as IndexChange;

beforeAll(async () => {
  table = await createTestTable();
  root = mkdtempSync(join(tmpdir(), 'folio-search-'));
  const objects = fileObjectStore(root);
  publish = (changes) => embeddedIndexStore(objects, now).applyAndPublish(changes);
  await publish([
    put({
      index: 'posts',
      document: postDocument('p-photo', {
        title: 'Photosynthesis explained',
        previewText: 'How leaves make sugar',
        bodyText: 'Chlorophyll catches sunlight and the leaf makes sugar from air and water.',
        creatorId: 'ada',
        clapCount: 12,
        tags: ['science'],
      }),
    }),
    put({
      index: 'posts',
      document: postDocument('p-locked', {
        title: 'Photography for members',
        previewText: 'Light, framing and patience',
        bodyText: '',
        isLocked: true,
        creatorId: 'bo',
        collectionId: 'lens',
        clapCount: 30,
        tags: ['photo'],
      }),
    }),
    put({
      index: 'posts',
      document: postDocument('p-garden', { title: 'A garden diary', creatorId: 'cy', clapCount: 2 }),
    }),
    put({ index: 'users', document: userDocument('ada', { name: 'Ada Lovelace', username: 'ada' }) }),
    put({ index: 'collections', document: collectionDocument('lens', { name: 'Lens Club' }) }),
  ]);
  // The API's stand-in authorizer signs in `viewer:{id}`; sessions are the auth domain's tests.
  const api = startLocalApi(table.data, now, { queue: { send: async () => undefined } });
  search = composeSearchHandler({
    data: table.data,
    store: embeddedIndexStore(objects, now),
    executeGraphql: async (request, headers) =>
      (await api.appsync.execute(request, headers)).body as GraphqlResponse,
    settings: localSearchConfig,
    now,
  });
  readerId = (await makeUser(table.data)).id;
  await table.data.entities.mute
    .create({ muterId: readerId, targetKind: 'user', targetId: 'ada', createdAt: 1 })
    .go();
  for (const [id, visibility] of [
    ['list-public', 'PUBLIC'],
    ['list-private', 'PRIVATE'],
  ] as const)
    await table.data.entities.catalog
      .create({
        id,
        creatorId: 'someone',
        name: id,
        description: '',
        visibility,
        items: [{ catalogItemId: 'i1', type: 'POST', entityId: 'p-garden', addedAt: 1 }],
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
}, 30_000);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  return table.close();
});

const credentials = {
  [searchHeaders.apiKey]: localSearchConfig.apiKey,
  [searchHeaders.applicationId]: localSearchConfig.applicationId,
};

let ipCounter = 0;
async function ask(
  body: unknown,
  headers: Record<string, string> = credentials,
  ip = `10.0.0.${++ipCounter % 250}`,
) {
  const answer = await search(
    {
      version: '2.0',
      routeKey: '$default',
      rawPath: searchQueriesPath,
      rawQueryString: '',
      headers: { 'content-type': 'application/json', [edgeHeaders.viewerIp]: ip, ...headers },
      requestContext: { http: { method: 'POST', path: searchQueriesPath, sourceIp: ip } },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      isBase64Encoded: false,
    } as never,
    { awsRequestId: 'search-test' },
  );
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: JSON.parse(String(answer.body)) as SearchResponseBody & { message?: string; status?: number },
  };
}
const posts = (params: Record<string, unknown>) => ({ requests: [{ indexName: 'folio_posts', params }] });
const idsOf = (answer: Awaited<ReturnType<typeof ask>>, at = 0) =>
  answer.body.results[at]!.hits.map((hit) => hit.objectID);

describe('POST /_/search/1/indexes/*/queries', () => {
  test('finds a misspelled title and a prefix, several indexes in one request, never returning a body', async () => {
    const answer = await ask({
      requests: [
        { indexName: 'folio_posts', params: { query: 'photosynthsis' } },
        { indexName: 'folio_posts', params: 'query=photog&hitsPerPage=8' },
        { indexName: 'folio_users', params: { query: 'lovel' } },
        { indexName: 'folio_collections', params: { query: 'lens' } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-store' });
    expect([idsOf(answer, 0), idsOf(answer, 1), idsOf(answer, 2), idsOf(answer, 3)]).toEqual([
      ['p-photo'],
      ['p-locked'],
      ['ada'],
      ['lens'],
    ]);
    expect(answer.body.results[1]).toMatchObject({ index: 'folio_posts', hitsPerPage: 8, query: 'photog' });
    expect(answer.body.results.flatMap((result) => result.hits).some((hit) => 'bodyText' in hit)).toBe(false);
    const byBody = await ask(posts({ query: 'chlorophyll' }));
    expect(byBody.body.results[0]!.hits[0]!._snippetResult?.bodyText?.value).toBe(
      '<em>Chlorophyll</em> catches sunlight and the leaf makes sugar from air and water.',
    );
  });

  test('filters, pages and retrieves only the attributes asked', async () => {
    expect(idsOf(await ask(posts({ query: '', filters: 'clapCount > 5 AND NOT tags:photo' })))).toEqual([
      'p-photo',
    ]);
    expect(
      idsOf(await ask(posts({ query: '', facetFilters: [['creatorId:cy', 'collectionId:lens']] }))),
    ).toEqual(['p-locked', 'p-garden']);
    expect(idsOf(await ask(posts({ query: '', numericFilters: ['clapCount:2 TO 12'] })))).toEqual([
      'p-photo',
      'p-garden',
    ]);
    const paged = await ask(
      posts({ query: '', hitsPerPage: 2, page: 1, attributesToRetrieve: ['title'], clickAnalytics: true }),
    );
    expect(paged.body.results[0]).toMatchObject({
      nbHits: 3,
      nbPages: 2,
      page: 1,
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(paged.body.results[0]!.hits).toEqual([
      {
        objectID: 'p-garden',
        title: 'A garden diary',
        _highlightResult: expect.any(Object),
        _snippetResult: expect.any(Object),
      },
    ]);
  });

  test("ranks out the signed-in viewer's muted writers, never trusting the user token", async () => {
    const signedIn = { ...credentials, [edgeHeaders.auth]: `viewer:${readerId}` };
    expect(idsOf(await ask(posts({ query: '' }), signedIn))).toEqual(['p-locked', 'p-garden']);
    const forged = {
      ...credentials,
      [searchHeaders.userToken]: readerId,
      [edgeHeaders.auth]: 'session:forged.token',
    };
    expect(idsOf(await ask(posts({ query: '' }), forged))).toEqual(['p-locked', 'p-photo', 'p-garden']);
  });

  test("searches within a public list, never within someone else's private one", async () => {
    expect(idsOf(await ask(posts({ query: '', facetFilters: ['catalogIds:list-public'] })))).toEqual([
      'p-garden',
    ]);
    expect(idsOf(await ask(posts({ query: '', facetFilters: ['catalogIds:list-private'] })))).toEqual([]);
  });

  test.each([
    ['a body that is not JSON', '{', /JSON/],
    [
      'an unknown index',
      { requests: [{ indexName: 'folio_drafts', params: {} }] },
      /no index "folio_drafts"/,
    ],
    ['an unknown filter attribute', posts({ filters: 'bodyText:secret' }), /not filterable/],
    ['a malformed filter', posts({ filters: 'tags:a AND' }), /filters/],
    ['too many hits', posts({ hitsPerPage: 500 }), /hitsPerPage/],
  ])('answers 400 to %s', async (_, body, message) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, message: expect.stringMatching(message) });
  });

  test('answers 403 to a wrong key or application id, and 429 to a flood from one address', async () => {
    const wrongKey = await ask(posts({ query: 'a' }), { ...credentials, [searchHeaders.apiKey]: 'guess' });
    expect([wrongKey.status, wrongKey.body.status]).toEqual([403, 403]);
    expect((await ask(posts({}), { ...credentials, [searchHeaders.applicationId]: 'other' })).status).toBe(
      403,
    );
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await ask(posts({}), credentials, '192.0.2.1')).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 50).every((status) => status === 200)).toBe(true);
  });

  test('a published change is searchable once the refresh interval has passed', async () => {
    await publish([
      put({ index: 'posts', document: postDocument('p-new', { title: 'Quantum gardening' }) }),
      { op: 'remove', index: 'posts', objectID: 'p-photo' },
    ]);
    time += searchStoreTiming.refreshSeconds * 1000;
    expect(idsOf(await ask(posts({ query: 'quantum' })))).toEqual(['p-new']);
    expect(idsOf(await ask(posts({ query: 'photosynthesis' })))).toEqual([]);
  });
});
