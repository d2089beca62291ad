import type { OutboxEntry } from '#local/outbox.ts';
import { emailAvailability } from '#web/features/auth/api/email-availability-query.ts';
import { sendAcctAuthEmail } from '#web/features/auth/api/send-acct-auth-email-mutation.ts';
import { verifyLoginCode } from '#web/features/auth/api/verify-login-code-mutation.ts';
import { loginCodeError, sendResult } from '#web/features/auth/auth-results.ts';
import { runCaptcha } from '#web/features/auth/captcha.ts';
import { emailCallbackUrl, signedInTarget } from '#web/features/auth/callback-url.ts';
import { createBrowserClient } from '#web/lib/apollo/create-browser-client.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * The sign-in modal's calls, made as the browser makes them (its documents, the browser's Apollo
 * client through /_/batch, its binding, its captcha and its callback URL), against the whole local
 * platform: the contract between web/src/features/auth and the auth domain holds end to end.
 */
let runtime: TestRuntime;
const ada = 'ada@folio.example';

/**
 * The page's fetch, as a browser's: relative addresses on the platform's origin, and a cookie jar (the
 * sign-in binding, then the session), emptied for each test as a fresh browser's would be.
 */
const nodeFetch = globalThis.fetch;
const jar = new Map<string, string>();
const browserFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (jar.size && !headers.has('cookie'))
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  const response = await nodeFetch(new URL(String(input), runtime.url), { ...init, headers });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return response;
};

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const user = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
      await data.entities.claim.put({ kind: 'email', value: ada, ownerId: user.id }).go();
    },
  });
  globalThis.fetch = browserFetch;
});
beforeEach(() => jar.clear());
afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await runtime.stop();
});

const browserClient = () =>
  createBrowserClient({
    uri: `${runtime.url}/_/batch`,
    state: {},
    appVersion: 'test',
    currentRoute: () => ({ metric: 'ShowSignIn', path: '/m/signin' }),
    readXsrfToken: () => null,
  });

const mailTo = (address: string) =>
  eventually(
    async () =>
      ((await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
        (mail) => mail.to === address,
      ),
    (mails) => mails.length > 0,
  );

/** Follows the callback as the browser that asked does (its binding cookie): a redirect with the session cookies. */
async function follow(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { status: response.status, location: response.headers.get('location'), cookie: cookies.join('; ') };
}

async function viewerName(cookie: string) {
  const response = await fetch(`${runtime.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: 'query { viewer { name } }' }),
  });
  return ((await response.json()) as { data: { viewer: { name: string } | null } }).data.viewer?.name;
}

test('signing in by code: the code buys a token, the callback signs in and returns with skipOnboarding', async () => {
  const client = browserClient();
  const target = signedInTarget('/@ada', 'clap');
  const sent = await sendAcctAuthEmail(client, {
    email: ada,
    operation: 'login',
    type: 'code',
    redirect: target,
  });
  expect(sendResult(sent)).toEqual({ kind: 'sent', method: 'code' });
  const [mail] = await mailTo(ada);
  const loginCode = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(loginCode).toBeDefined();

  const wrong = await verifyLoginCode(client, {
    loginCode: loginCode === '000000' ? '111111' : '000000',
    email: ada,
  });
  expect(wrong.__typename).not.toBe('AccountToken');
  expect(loginCodeError(wrong)).toEqual(expect.any(String));

  const verified = await verifyLoginCode(client, { loginCode: loginCode!, email: ada });
  if (verified.__typename !== 'AccountToken') throw new Error(`No token: ${JSON.stringify(verified)}`);
  const signedIn = await follow(emailCallbackUrl(runtime.url, verified.value, 'login', target));
  expect(signedIn.status).toBe(302);
  expect(new URL(signedIn.location!, runtime.url).href).toBe(`${runtime.url}/@ada?skipOnboarding=1`);
  expect(await viewerName(signedIn.cookie)).toBe('Ada Lovelace');
});

test('signing up by link: the development captcha passes, the link creates the account with its name', async () => {
  const client = browserClient();
  const captcha = await runCaptcha({ kind: 'development', token: 'folio-development-captcha' }, 'signup');
  const email = 'grace@folio.example';
  const sent = await sendAcctAuthEmail(client, {
    email,
    fullName: 'Grace Hopper',
    operation: 'register',
    type: 'link',
    redirect: '/',
    ...(captcha ? { captchaValue: captcha } : {}),
  });
  expect(sendResult(sent)).toEqual({ kind: 'sent', method: 'link' });
  const [mail] = await mailTo(email);
  const link = /http:\/\/\S+\/callback\/email\?\S+/.exec(mail!.text)![0];
  const signedIn = await follow(link);
  expect(signedIn.status).toBe(302);
  expect(await viewerName(signedIn.cookie)).toBe('Grace Hopper');
  expect(await emailAvailability(client, email)).toBe(false);
});

test('the refusals the modal shows: an unknown address, a failed captcha', async () => {
  const client = browserClient();
  const unknown = await sendAcctAuthEmail(client, {
    email: 'nobody@folio.example',
    operation: 'login',
    type: 'link',
  });
  expect(sendResult(unknown)).toEqual({ kind: 'unrecognized' });
  const robot = await sendAcctAuthEmail(client, {
    email: 'robot@folio.example',
    operation: 'register',
    type: 'link',
    captchaValue: 'not-the-token',
  });
  expect(sendResult(robot)).toEqual({ kind: 'error', message: 'reCAPTCHA verification failed.', help: true });
});

test('EmailAvailability answers whether an address is free', async () => {
  const client = browserClient();
  expect(await emailAvailability(client, ada)).toBe(false);
  expect(await emailAvailability(client, 'someone-new@folio.example')).toBe(true);
});

test('the sign-in page is served, never cached and not indexed', async () => {
  const response = await fetch(`${runtime.url}/m/signin?operation=login&source=email_login_timeout`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toMatch(/no-store/);
  const html = await response.text();
  expect(html).toContain('<title>Sign in – Folio</title>');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
});
