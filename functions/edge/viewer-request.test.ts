import {
  loadViewerRequestFunction,
  memoryKeyValueStore,
  type CloudFrontFunctionEvent,
  type CloudFrontRequest,
  type CloudFrontResponse,
} from '#local/cloudfront-function.ts';
import { anonymousCredential, edgeHeaders, sessionCookieName } from '#contract/edge-headers.ts';
import { checkUsername } from '#contract/username.ts';

const kvs = memoryKeyValueStore({
  'ux.example.com': { kind: 'publication', target: 'ux-collective' },
  'ada.example.com': { kind: 'user', target: 'ada' },
  'press.folio.example': { kind: 'publication', target: 'the-press' },
});
const viewerRequest = loadViewerRequestFunction(kvs, { authDomain: 'folio.example' });

const distributionDomainName = 'd111111abcdef8.cloudfront.net';

function event(overrides: Partial<CloudFrontRequest> = {}, ip = '203.0.113.9'): CloudFrontFunctionEvent {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request', distributionDomainName },
    viewer: { ip },
    request: {
      method: 'GET',
      uri: '/',
      querystring: {},
      headers: { host: { value: 'folio.example' } },
      cookies: {},
      ...overrides,
    },
  };
}

async function run(overrides: Partial<CloudFrontRequest> = {}, handler = viewerRequest) {
  const answer = await handler(event(overrides));
  if (!('uri' in answer)) throw new Error(`Refused with ${answer.statusCode}: ${answer.body?.data}`);
  const header = (name: string) => answer.headers[name]?.value;
  return { result: answer, header };
}

/** The function's own answer, for a request it must not let through. */
async function refusal(overrides: Partial<CloudFrontRequest>, handler = viewerRequest) {
  const answer = await handler(event(overrides));
  if ('uri' in answer) throw new Error(`${answer.uri} was let through`);
  const { statusCode, headers, body } = answer as CloudFrontResponse;
  return { statusCode, headers, json: JSON.parse(body!.data) as unknown };
}

test('an anonymous visitor on the main host', async () => {
  const { header } = await run();
  expect(header(edgeHeaders.auth)).toBe(anonymousCredential);
  expect(header(edgeHeaders.viewer)).toBe('anonymous');
  expect(header(edgeHeaders.hostKind)).toBe('default');
  expect(header(edgeHeaders.hostTarget)).toBe('');
  expect(header(edgeHeaders.viewerIp)).toBe('203.0.113.9');
  expect(header('authorization')).toBeUndefined();
});

test('the session cookie becomes the credential, and /graphql gets it as authorization', async () => {
  const { header } = await run({ uri: '/graphql', cookies: { [sessionCookieName]: { value: 'tok' } } });
  expect(header(edgeHeaders.auth)).toBe('session:tok');
  expect(header('authorization')).toBe('session:tok');
  expect(header(edgeHeaders.viewer)).toBe('signed-in');
});

test('the raw session cookie never reaches AppSync, but stays on the way to the Lambdas that set it', async () => {
  const cookies = () => ({ [sessionCookieName]: { value: 'tok' }, folio_xsrf: { value: 'x' } });
  const graphql = await run({ uri: '/graphql', cookies: cookies() });
  expect(graphql.result.cookies).toEqual({ folio_xsrf: { value: 'x' } });
  for (const uri of ['/m/signout/x', '/m/callback/email', '/_/batch', '/@ada']) {
    const { result, header } = await run({ uri, cookies: cookies() });
    expect(result.cookies[sessionCookieName]).toEqual({ value: 'tok' });
    expect(header(edgeHeaders.auth)).toBe('session:tok');
    expect(header('authorization')).toBeUndefined();
  }
});

test('bots are recognised from the user agent, even with a cookie', async () => {
  const { header } = await run({
    headers: {
      host: { value: 'folio.example' },
      'user-agent': { value: 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    },
    cookies: { [sessionCookieName]: { value: 'tok' } },
  });
  expect(header(edgeHeaders.viewer)).toBe('bot');
});

test('custom hosts map through the key value store, port and case ignored', async () => {
  const publication = await run({ headers: { host: { value: 'UX.example.com:443' } } });
  expect(publication.header(edgeHeaders.hostKind)).toBe('publication');
  expect(publication.header(edgeHeaders.hostTarget)).toBe('ux-collective');
  const user = await run({ headers: { host: { value: 'ada.example.com' } } });
  expect(user.header(edgeHeaders.hostKind)).toBe('user');
  expect(user.header(edgeHeaders.hostTarget)).toBe('ada');
});

test('viewer-supplied x-folio headers (and x-forwarded-host) are overwritten', async () => {
  const { header } = await run({
    headers: {
      host: { value: 'folio.example' },
      [edgeHeaders.host]: { value: 'evil.example' },
      [edgeHeaders.auth]: { value: 'session:forged' },
      [edgeHeaders.hostKind]: { value: 'publication' },
      [edgeHeaders.viewer]: { value: 'signed-in' },
      'x-forwarded-host': { value: 'evil.example' },
    },
  });
  expect(header(edgeHeaders.auth)).toBe(anonymousCredential);
  expect(header(edgeHeaders.hostKind)).toBe('default');
  expect(header(edgeHeaders.viewer)).toBe('anonymous');
  expect(header(edgeHeaders.host)).toBe('folio.example');
  expect(header('x-forwarded-host')).toBe('folio.example');
});

describe('hosts Folio does not serve', () => {
  const misdirected = {
    statusCode: 421,
    headers: {
      'content-type': { value: 'application/json; charset=utf-8' },
      'cache-control': { value: 'no-store' },
    },
    json: { errors: [{ errorType: 'MisdirectedRequest', message: 'Folio does not serve this host name.' }] },
  };

  test.each([
    'evil.example',
    'folio.example.evil.example',
    'www.folio.example',
    'a.b.folio.example',
    'ada-l.folio.example',
    'xfolio.example',
    'folio.example.',
    distributionDomainName,
    '127.0.0.1',
    '',
  ])('%p is refused with 421 before any origin or cache sees it', async (host) => {
    for (const uri of ['/', '/p/abc123', '/graphql', '/_/batch', '/_/image/cafe01', '/assets/main.js']) {
      expect(await refusal({ uri, headers: { host: { value: host } } })).toEqual(misdirected);
    }
  });

  test('without a Host header too', async () => {
    expect(await refusal({ headers: {} })).toEqual(misdirected);
  });

  test('without a domain of our own, the distribution’s cloudfront.net name is the main host', async () => {
    const withoutDomain = loadViewerRequestFunction(kvs);
    const { header } = await run({ headers: { host: { value: distributionDomainName } } }, withoutDomain);
    expect([header(edgeHeaders.hostKind), header(edgeHeaders.host)]).toEqual([
      'default',
      distributionDomainName,
    ]);
    expect(
      (await refusal({ headers: { host: { value: 'd2222.cloudfront.net' } } }, withoutDomain)).statusCode,
    ).toBe(421);
  });

  test('loopback addresses are the main host only where the local runtime says so', async () => {
    const local = loadViewerRequestFunction(kvs, { authDomain: 'localhost', localLoopback: true });
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000']) {
      const { header } = await run({ headers: { host: { value: host } } }, local);
      expect([host, header(edgeHeaders.hostKind)]).toEqual([host, 'default']);
    }
    expect((await refusal({ headers: { host: { value: '127.0.0.2' } } }, local)).statusCode).toBe(421);
    const inAws = loadViewerRequestFunction(kvs, { authDomain: 'localhost' });
    expect((await refusal({ headers: { host: { value: '127.0.0.1' } } }, inAws)).statusCode).toBe(421);
  });

  test('the page cache key’s host is the served name, lower case and without its port', async () => {
    for (const [host, name] of [
      ['Folio.Example:443', 'folio.example'],
      ['UX.example.com', 'ux.example.com'],
      ['Ada.folio.example:8443', 'ada.folio.example'],
    ]) {
      const { header } = await run({ headers: { host: { value: host! } } });
      expect(header(edgeHeaders.host)).toBe(name);
    }
  });
});

describe('image ids', () => {
  test.each([
    '/_/image/..%2F..%2Fetc%2Fpasswd',
    '/_/image/../../etc/passwd',
    '/_/image/%00',
    '/_/image/',
    '/_/image/Cafe01',
    '/_/image/cafe01/more',
    `/_/image/${'a'.repeat(65)}`,
  ])('%s is a 404 at the edge: storage is never asked', async (uri) => {
    expect(await refusal({ uri, headers: { host: { value: 'folio.example' } } })).toMatchObject({
      statusCode: 404,
      json: { errors: [{ errorType: 'NotFound', message: 'No image has that id.' }] },
    });
  });

  test('well-formed ids pass, on every served host', async () => {
    for (const host of ['folio.example', 'ux.example.com', 'ada.folio.example']) {
      const { result } = await run({ uri: '/_/image/0123abcd-ef', headers: { host: { value: host } } });
      expect(result.uri).toBe('/_/image/0123abcd-ef');
    }
  });
});

describe('writers’ subdomains {username}.{authDomain} (spec 1 §2.3)', () => {
  const hostOf = async (host: string, handler = viewerRequest) => {
    const answer = await handler(event({ headers: { host: { value: host } } }));
    if (!('uri' in answer)) return ['refused', answer.statusCode];
    return [answer.headers[edgeHeaders.hostKind]?.value, answer.headers[edgeHeaders.hostTarget]?.value];
  };

  test('a label that could be a username is a user host, port and case ignored', async () => {
    expect(await hostOf('ada.folio.example')).toEqual(['user', 'ada']);
    expect(await hostOf('Grace_H.Folio.Example:443')).toEqual(['user', 'grace_h']);
  });

  test('the viewer’s host travels on in x-forwarded-host, port included', async () => {
    const { header } = await run({ headers: { host: { value: 'Ada.folio.example:8443' } } });
    expect(header('x-forwarded-host')).toBe('ada.folio.example:8443');
  });

  test('the auth domain itself is the main host; other names under it are not served', async () => {
    expect(await hostOf('folio.example')).toEqual(['default', '']);
    for (const host of ['www.folio.example', 'a.b.folio.example', 'ada-l.folio.example', 'xfolio.example'])
      expect(await hostOf(host)).toEqual(['refused', 421]);
  });

  test('a custom domain in the key value store takes priority', async () => {
    expect(await hostOf('press.folio.example')).toEqual(['publication', 'the-press']);
  });

  test('labels are user hosts exactly when graphql/contract/username.ts accepts them', async () => {
    const labels = [
      'ada',
      'a',
      'ada_99',
      'x'.repeat(30),
      'x'.repeat(31),
      'me',
      'api',
      'settings',
      'ada-l',
      '_',
    ];
    const kinds = await Promise.all(labels.map((label) => hostOf(`${label}.folio.example`)));
    expect(kinds.map(([kind]) => kind === 'user')).toEqual(labels.map((label) => checkUsername(label).ok));
  });

  test('without an auth domain (no domain of our own) no host is a subdomain', async () => {
    const withoutDomain = loadViewerRequestFunction(kvs);
    expect(await hostOf('ada.folio.example', withoutDomain)).toEqual(['refused', 421]);
    expect(await hostOf(`ada.${distributionDomainName}`, withoutDomain)).toEqual(['refused', 421]);
  });
});

describe('integration tokens on /graphql', () => {
  const token = `folio_${'a'.repeat(43)}`;
  const bearer = (value: string, more: Partial<CloudFrontRequest> = {}) =>
    run({
      uri: '/graphql',
      headers: { host: { value: 'folio.example' }, authorization: { value: value } },
      ...more,
    });

  test('Authorization: Bearer {token} becomes the credential integration:{token}', async () => {
    for (const value of [`Bearer ${token}`, `bearer  ${token} `]) {
      const { header } = await bearer(value);
      expect(header('authorization')).toBe(`integration:${token}`);
      expect(header(edgeHeaders.auth)).toBe(`integration:${token}`);
    }
  });

  test('a session cookie wins over a bearer token', async () => {
    const { header } = await bearer(`Bearer ${token}`, {
      cookies: { [sessionCookieName]: { value: 'tok' } },
    });
    expect(header('authorization')).toBe('session:tok');
  });

  test.each(['Basic abc', 'Bearer', 'Bearer a b', token, `session:${token}`])(
    'any other Authorization %p is replaced by the visitor credential',
    async (value) => {
      expect((await bearer(value)).header('authorization')).toBe(anonymousCredential);
    },
  );

  test('only /graphql reads it: pages and the auth paths never see a token credential', async () => {
    for (const uri of ['/', '/m/callback/email', '/_/batch']) {
      const { header } = await run({
        uri,
        headers: { host: { value: 'folio.example' }, authorization: { value: `Bearer ${token}` } },
      });
      expect(header(edgeHeaders.auth)).toBe(anonymousCredential);
    }
  });
});
