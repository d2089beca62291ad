import { createHash } from 'node:crypto';
import { createReportingRepository } from '../../functions/reporting/repository.ts';
import { eventually } from '../fixtures/eventually.ts';
import { makeCollection, makePost, makeUser } from '../fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '../fixtures/runtime.ts';

/** The local platform over HTTP, as a browser or an operator meets it. */
let runtime: TestRuntime;
let storyPath: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    edgeCache: true,
    prepare: async ({ data, objects }) => {
      const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
      const publication = await makeCollection(data, {
        slug: 'engines',
        name: 'Engines',
        creatorId: writer.id,
      });
      const { post } = await makePost(data, {
        creatorId: writer.id,
        collectionId: publication.id,
        statusForCollection: 'APPROVED',
        title: 'On the Analytical Engine',
      });
      storyPath = `/@ada/${post.uniqueSlug}`;
      await objects.put('_/image/cafe01', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    },
  });
});
afterAll(() => runtime.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${runtime.url}${path}`, { headers });
const postBatch = (operations: unknown, hash = true) => {
  const body = JSON.stringify(operations);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (hash) headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
  return fetch(`${runtime.url}/_/batch`, { method: 'POST', headers, body });
};
const operation = (name: string) => ({
  operationName: name,
  query: `query ${name} { latestPostsFeed(paging: { limit: 1 }) { posts { title } } }`,
});

test('/_/batch answers up to 20 operations in order; 21 is a clear 400; an unhashed body is refused', async () => {
  const answer = await postBatch([operation('First'), operation('Second')]);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual([
    { data: { latestPostsFeed: { posts: [{ title: 'On the Analytical Engine' }] } } },
    { data: { latestPostsFeed: { posts: [{ title: 'On the Analytical Engine' }] } } },
  ]);
  const tooMany = await postBatch(Array.from({ length: 21 }, (_, index) => operation(`Q${index}`)));
  expect(tooMany.status).toBe(400);
  expect(await tooMany.json()).toEqual({
    errors: [{ errorType: 'BadRequest', message: 'A batch holds at most 20 operations; this one has 21.' }],
  });
  expect((await postBatch([operation('First')], false)).status).toBe(403);
});

test('/graphql takes one operation; malformed GraphQL is a 400 with a message, never a stack trace', async () => {
  const malformed = await fetch(`${runtime.url}/graphql`, {
    method: 'POST',
    body: JSON.stringify({ query: '{ latestPostsFeed {' }),
  });
  expect(malformed.status).toBe(400);
  const body = await malformed.text();
  expect(body).toMatch(/Unable to parse GraphQL query/);
  expect(body).not.toMatch(/\bat .*\.ts:\d+/);
});

test('unknown routes and non-hex story ids are the 404 page with status 404', async () => {
  for (const path of ['/a/b/c/d', '/p/not-a-hex-id', '/@nobody-at-all', '/no-such-publication']) {
    const response = await get(path);
    expect([path, response.status]).toEqual([path, 404]);
    expect(await response.text()).toContain('Out of nothing, something.');
  }
});

test('a published story is cacheable and the edge serves the second view from its cache', async () => {
  const first = await get(storyPath);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  expect(first.headers.get('x-folio-cache-decision')).toBeTruthy();
  expect(first.headers.get('x-cache')).toBe('Miss from cloudfront');
  const second = await get(storyPath);
  expect(second.headers.get('x-cache')).toBe('Hit from cloudfront');
  expect(await second.text()).toContain('On the Analytical Engine');
  const bot = await get(storyPath, { 'user-agent': 'Googlebot/2.1' });
  expect(bot.headers.get('cache-control')).toBe('private, no-store');
});

test('browser events reach storage through the events queue; a malformed batch is a clear 400', async () => {
  const events = [
    { eventId: 'e-1', key: 'homepage-viewed', type: 'e', timestamp: Date.now(), data: { path: '/' } },
  ];
  const body = JSON.stringify(events);
  const hash = createHash('sha256').update(body).digest('hex');
  const post = (payload: string, digest = createHash('sha256').update(payload).digest('hex')) =>
    fetch(`${runtime.url}/_/clientele/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-content-sha256': digest },
      body: payload,
    });
  const accepted = await post(body, hash);
  expect([accepted.status, await accepted.json()]).toEqual([202, { accepted: 1 }]);
  const repository = createReportingRepository(runtime.data);
  const stored = await eventually(
    () => repository.listEventsByKey('homepage-viewed'),
    (events) => events.length > 0,
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ eventId: 'e-1', type: 'e', data: { path: '/', viewer: 'anonymous' } });
  expect((await post('[{"key":"x"}]')).status).toBe(400);
});

test('images and assets are served with long-lived caching; missing ones are 404', async () => {
  const image = await get('/_/image/cafe01');
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
  expect(image.headers.get('cache-control')).toContain('immutable');
  expect((await get('/_/image/nope')).status).toBe(404);
  expect((await get('/assets/nope.js')).status).toBe(404);
});

test('every response carries the security headers CloudFront adds', async () => {
  for (const path of ['/', '/_/health', '/assets/nope.js']) {
    const response = await get(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});

test('/_/health reports every local component', async () => {
  const response = await get('/_/health');
  expect(response.status).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({
    ok: true,
    dynamodb: { ok: true },
    appsync: { ok: true, ms: expect.any(Number) },
    sqs: { ok: true, queues: { events: {}, 'error-batches': {}, email: {} } },
  });
});
