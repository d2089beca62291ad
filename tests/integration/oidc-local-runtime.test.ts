import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#local/free-port.ts';
import { startLocalRuntime } from '#local/runtime.ts';
import { webDist } from '#local/web-build.ts';
import { formOf, startOidcProvider, type OidcProviderFixture } from '#fixtures/oidc-provider.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/**
 * `npm start` with OIDC_GOOGLE_* and OIDC_APPLE_* pointing at a test provider (README "Social sign-in
 * locally"): a browser goes through the local gateway to the provider and back, and its cookies sign
 * GraphQL in. Apple's answer is a form POSTed to /m/callback/apple without the body hash.
 */
let provider: OidcProviderFixture;
let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;
let dataDir: string;
const variables = [
  'OIDC_GOOGLE_CLIENT_ID',
  'OIDC_GOOGLE_CLIENT_SECRET',
  'OIDC_GOOGLE_ISSUER',
  'OIDC_APPLE_CLIENT_ID',
  'OIDC_APPLE_CLIENT_SECRET',
  'OIDC_APPLE_ISSUER',
];

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider([
    `http://localhost:${port}/m/callback/authenticate`,
    `http://localhost:${port}/m/callback/apple`,
  ]);
  Object.assign(process.env, {
    OIDC_GOOGLE_CLIENT_ID: 'folio-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'folio-google-secret',
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_APPLE_CLIENT_ID: 'folio-apple',
    OIDC_APPLE_CLIENT_SECRET: 'folio-apple-secret',
    OIDC_APPLE_ISSUER: provider.issuer,
  });
  dataDir = mkdtempSync(join(tmpdir(), 'folio-test-'));
  runtime = await startLocalRuntime({
    dynamoEndpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
    table: `test-${randomUUID()}`,
    dataDir,
    webDist,
    port,
    edgeCache: false,
  });
});
afterAll(async () => {
  for (const name of variables) delete process.env[name];
  await runtime?.stop();
  await provider?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pairsOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');

test('sign-up with the stand-in Google through the gateway signs GraphQL in', async () => {
  const state = encodeURIComponent(`google|${encodeURIComponent('/')}|register`);
  const start = await fetch(`${runtime.url}/m/connect/google?state=${state}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const binding = pairsOf(start);
  const back = await provider.browser().authorize(start.headers.get('location') ?? '', 'lin@oidc.test');
  const callback = await fetch(back, { redirect: 'manual', headers: { cookie: binding.join('; ') } });
  expect(callback.status).toBe(302);
  const cookie = pairsOf(callback)
    .filter((pair) => pair.startsWith('folio_sid=') || pair.startsWith('folio_xsrf='))
    .join('; ');
  const answer = await postSigned(
    `${runtime.url}/_/batch`,
    JSON.stringify([{ query: 'query { viewer { name } }' }]),
    { cookie },
  );
  expect(await answer.json()).toEqual([{ data: { viewer: { name: 'Lin' } } }]);
});

test('sign-up with the stand-in Apple: its form_post answer passes the gateway without a body hash', async () => {
  const state = encodeURIComponent(`apple|${encodeURIComponent('/')}|register`);
  const start = await fetch(`${runtime.url}/m/start-auth/apple?state=${state}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const binding = pairsOf(start);
  const answer = await provider
    .browser()
    .authorizeByFormPost(start.headers.get('location') ?? '', 'ive@oidc.test');
  // The provider's page posts cross-site: no cookie, no x-amz-content-sha256.
  const posted = await fetch(answer.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: answer.fields,
  });
  expect(posted.status).toBe(200);
  const again = formOf(await posted.text());
  expect(again?.action).toBe('/m/callback/apple');
  const callback = await fetch(new URL(again!.action, runtime.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: binding.join('; ') },
    body: again!.fields,
  });
  expect(callback.status).toBe(302);
  expect(pairsOf(callback).some((pair) => /^folio_sid=.+/.test(pair))).toBe(true);
  // Only POST: the gateway hands other methods to the handler, which refuses them, as in AWS.
  expect((await fetch(`${runtime.url}/m/callback/apple`)).status).toBe(405);
});

test('a provider without variables is not available locally', async () => {
  const answer = await fetch(`${runtime.url}/m/connect/facebook`, { redirect: 'manual' });
  expect(answer.status).toBe(404);
  expect(await answer.text()).toContain('Sign-in with Facebook is not available');
});
