import { createHash } from 'node:crypto';
import { cspReportPath } from '#functions/http/csp-report.ts';
import { createReportingRepository } from '#functions/reporting/repository.ts';
import { securityHeaders } from '#infra/security-headers.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { getWithHost } from '#fixtures/host-request.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/** The local platform over HTTP, as a browser or an operator meets it. */
let runtime: TestRuntime;
let storyPath: string;
/** A story of Ada's own (no publication), with a preview image: link previews name it absolutely. */
let ownStory: { id: string; slug: string };

beforeAll(async () => {
  runtime = await startTestRuntime({
    edgeCache: true,
    prepare: async ({ data, objects, registerHost }) => {
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
      const own = await makePost(data, {
        creatorId: writer.id,
        title: 'Notes on the Difference Engine',
        previewImage: { id: 'cafe01' },
        // Older than the publication's story, which the feed tests expect first.
        firstPublishedAt: Date.UTC(2025, 0, 1),
      });
      ownStory = { id: own.post.id, slug: own.post.uniqueSlug };
      // Ada's own domain (a user custom domain); her subdomain ada.localhost stays unclaimed.
      registerHost('ada.example', { kind: 'user', target: 'ada' });
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

describe('the Host header (hosts Folio does not serve, and the page cache)', () => {
  const hostOf = (suffix = '') => `localhost:${runtime.port}${suffix}`;
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];

  test('a Host Folio does not serve is refused at the edge, so it cannot poison the cached story', async () => {
    const path = `/p/${ownStory.id}?x=1`;
    const attack = await getWithHost(runtime.port, path, 'evil.example');
    expect(attack.status).toBe(421);
    expect(attack.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(attack.body)).toEqual({
      errors: [{ errorType: 'MisdirectedRequest', message: 'Folio does not serve this host name.' }],
    });
    const plain = await getWithHost(runtime.port, path, hostOf());
    expect(plain.status).toBe(200);
    expect(ogImage(plain.body)).toBe(`${runtime.url}/_/image/cafe01`);
  });

  test('absolute URLs come from the configured origin, never from the request’s headers', async () => {
    const path = `/p/${ownStory.id}?y=1`;
    const forwarded = await getWithHost(runtime.port, path, hostOf(), { 'x-forwarded-host': 'evil.example' });
    expect(ogImage(forwarded.body)).toBe(`${runtime.url}/_/image/cafe01`);
    // Locally the loopback address is the main host too, and its page names the same origin.
    const loopback = await getWithHost(runtime.port, path, `127.0.0.1:${runtime.port}`);
    expect([loopback.status, ogImage(loopback.body)]).toEqual([200, `${runtime.url}/_/image/cafe01`]);
  });

  test.each(['evil.example', 'www.localhost', 'a.b.localhost', 'localhost.evil.example', '10.0.0.1'])(
    'the host %p is refused before anything renders, on every path',
    async (host) => {
      for (const path of ['/', '/_/health', '/graphql', `/_/image/cafe01`]) {
        expect([host, path, (await getWithHost(runtime.port, path, host)).status]).toEqual([host, path, 421]);
      }
    },
  );

  test('the page cache keeps each host apart: a writer’s domain never answers for her unclaimed subdomain', async () => {
    const path = `/${ownStory.slug}`;
    const onHerDomain = await getWithHost(runtime.port, path, `ada.example:${runtime.port}`);
    expect([onHerDomain.status, onHerDomain.headers['x-cache']]).toEqual([200, 'Miss from cloudfront']);
    expect((await getWithHost(runtime.port, path, `ada.example:${runtime.port}`)).headers['x-cache']).toBe(
      'Hit from cloudfront',
    );
    const onSubdomain = await getWithHost(runtime.port, path, `ada.localhost:${runtime.port}`);
    expect([onSubdomain.status, onSubdomain.headers.location]).toEqual([
      302,
      `${runtime.url}/@ada/${ownStory.slug}`,
    ]);
  });
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

test.each([
  '/_/image/..%2F..%2Fetc%2Fpasswd',
  '/_/image/..%2F..%2F..%2Fpackage.json',
  '/_/image/%00',
  '/_/image/%E0%A4%A',
  '/_/image/cafe01%2F..%2Fcafe01',
  '/_/image/',
  `/_/image/${'a'.repeat(65)}`,
])(
  'a malformed or traversing image id (%s) is the usual 404, never a file outside the store',
  async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ errorType: 'NotFound', message: 'No image has that id.' }],
    });
  },
);

test('every response carries the security headers CloudFront adds', async () => {
  for (const path of ['/', '/_/health', '/assets/nope.js']) {
    const response = await get(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBe(securityHeaders.contentSecurityPolicy);
    expect(response.headers.get('reporting-endpoints')).toBe(`csp="${cspReportPath}"`);
  }
});

describe('the Content-Security-Policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1);

  test('lets no inline script run on a page, cached or not, and sends reports to the reporting path', async () => {
    for (const response of [await get(storyPath), await get(storyPath)]) {
      const policy = response.headers.get('content-security-policy')!;
      expect(directive(policy, 'script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
      expect(directive(policy, 'script-src')).toContain("'self'");
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'report-uri')).toEqual([cspReportPath]);
      expect(directive(policy, 'report-to')).toEqual(['csp']);
    }
  });

  test('a response with a policy of its own keeps it (the auth Lambdas’ small pages)', async () => {
    const page = await get('/m/callback/apple');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  test('a browser’s report, posted without a body hash, reaches the receiver; anything else is a 400', async () => {
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': `${runtime.url}${storyPath}`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    });
    const send = (body: string) =>
      fetch(`${runtime.url}${cspReportPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body,
      });
    expect((await send(report)).status).toBe(204);
    const refused = await send('{"csp-report": "nope"}');
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { errors: [{ errorType: 'BadRequest', message: 'Not a CSP report: Invalid input' }] },
    ]);
  });
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
