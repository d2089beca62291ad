import {
  loadViewerRequestFunction,
  memoryKeyValueStore,
  type CloudFrontFunctionEvent,
  type CloudFrontRequest,
} from '../../infra/local/cloudfront-function.ts';
import { anonymousCredential, edgeHeaders, sessionCookieName } from '../shared/edge-headers.ts';

const kvs = memoryKeyValueStore({
  'ux.example.com': { kind: 'publication', target: 'ux-collective' },
  'ada.example.com': { kind: 'user', target: 'ada' },
});
const viewerRequest = loadViewerRequestFunction(kvs);

function event(overrides: Partial<CloudFrontRequest> = {}, ip = '203.0.113.9'): CloudFrontFunctionEvent {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
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

async function run(overrides: Partial<CloudFrontRequest> = {}) {
  const result = (await viewerRequest(event(overrides))) as CloudFrontRequest;
  const header = (name: string) => result.headers[name]?.value;
  return { result, header };
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

test('viewer-supplied x-folio headers are overwritten', async () => {
  const { header } = await run({
    headers: {
      host: { value: 'folio.example' },
      [edgeHeaders.auth]: { value: 'session:forged' },
      [edgeHeaders.hostKind]: { value: 'publication' },
      [edgeHeaders.viewer]: { value: 'signed-in' },
    },
  });
  expect(header(edgeHeaders.auth)).toBe(anonymousCredential);
  expect(header(edgeHeaders.hostKind)).toBe('default');
  expect(header(edgeHeaders.viewer)).toBe('anonymous');
});
