import { createHash } from 'node:crypto';
import type { OutboxEntry } from '../../infra/local/outbox.ts';
import { eventually } from '../fixtures/eventually.ts';
import { makeUser } from '../fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '../fixtures/runtime.ts';

/**
 * Signing in on the local platform as a browser does it: the sign-in e-mail lands in the dev mailbox,
 * its link goes through the gateway to the auth HTTP Lambda, and the cookies it sets sign the next
 * GraphQL calls in, through /_/batch and /graphql alike.
 */
let runtime: TestRuntime;
const email = 'ada@folio.example';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const ada = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email });
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: ada.id }).go();
    },
  });
});
afterAll(() => runtime.stop());

const hashed = (body: string) => createHash('sha256').update(body).digest('hex');
async function batch(query: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify([{ query }]);
  const response = await fetch(`${runtime.url}/_/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amz-content-sha256': hashed(body), ...headers },
    body,
  });
  const [answer] = (await response.json()) as [{ data?: Record<string, unknown>; errors?: unknown[] }];
  return answer;
}
const mailbox = async () =>
  (await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[];
/** name=value of each Set-Cookie, and the whole lines. */
const cookiesOf = (response: Response) => {
  const lines = response.headers.getSetCookie();
  const values = Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      return [pair.slice(0, separator), pair.slice(separator + 1)];
    }),
  );
  return { lines, values };
};

let link: string;
let cookie: string;
let xsrf: string;

test('the dev mailbox starts empty, as HTML and as JSON', async () => {
  expect(await mailbox()).toEqual([]);
  const page = await fetch(`${runtime.url}/_/dev/mailbox`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await page.text()).toContain('No e-mail yet');
});

test('a requested sign-in link arrives in the mailbox through the email queue, with a clickable link to this gateway', async () => {
  const answer = await batch(
    `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, redirect: "/@ada") { __typename } }`,
  );
  expect(answer).toEqual({ data: { sendAcctAuthEmail: { __typename: 'SusiMethod' } } });
  const mails = await eventually(mailbox, (entries) => entries.length > 0);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to).toBe(email);
  const found = mails[0]!.text.match(/http:\/\/localhost:\d+\/m\/callback\/email\?\S+/);
  expect(found?.[0]).toBeDefined();
  link = found![0];
  expect(new URL(link).origin).toBe(runtime.url);
  const page = await (await fetch(`${runtime.url}/_/dev/mailbox`)).text();
  expect(page).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
  expect(page).toContain(mails[0]!.subject.replace(/'/g, '&#39;'));
});

test('following the link sets the session cookies and redirects to the target', async () => {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location')!, runtime.url).pathname).toBe('/@ada');
  const { lines, values } = cookiesOf(response);
  expect(values.folio_sid).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(values.folio_xsrf).toMatch(/^[\w-]+$/);
  const sid = lines.find((line) => line.startsWith('folio_sid='))!;
  expect(sid).toMatch(/HttpOnly/i);
  expect(sid).toMatch(/SameSite=Lax/i);
  expect(sid).toMatch(/Max-Age=5184000/);
  expect(sid).not.toMatch(/Secure/i);
  expect(lines.find((line) => line.startsWith('folio_xsrf='))).not.toMatch(/HttpOnly/i);
  cookie = `folio_sid=${values.folio_sid}; folio_xsrf=${values.folio_xsrf}`;
  xsrf = values.folio_xsrf!;
});

test('the cookies sign GraphQL in, through /_/batch and /graphql', async () => {
  expect(await batch('query { viewer { username } }', { cookie })).toEqual({
    data: { viewer: { username: 'ada' } },
  });
  const direct = await fetch(`${runtime.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: 'query { viewer { username } }' }),
  });
  expect(await direct.json()).toEqual({ data: { viewer: { username: 'ada' } } });
  expect(await batch('query { viewer { username } }')).toEqual({ data: { viewer: null } });
});

test('a used link leads back to the sign-in screen as expired', async () => {
  const again = await fetch(link, { redirect: 'manual' });
  expect(again.status).toBe(302);
  const target = new URL(again.headers.get('location')!, runtime.url);
  expect(target.pathname).toBe('/m/signin');
  expect(target.searchParams.get('source')).toBe('email_login_timeout');
  expect(again.headers.getSetCookie()).toEqual([]);
});

test('the auth paths answer GET only, like their CloudFront behaviours', async () => {
  const post = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(post.status).toBe(403);
  const signOut = await fetch(`${runtime.url}/m/signout/${xsrf}`, {
    method: 'POST',
    headers: { cookie },
    redirect: 'manual',
  });
  expect(signOut.status).toBe(403);
  expect(await batch('query { viewer { username } }', { cookie })).toEqual({
    data: { viewer: { username: 'ada' } },
  });
});

test('sign-out needs the session’s xsrf, then clears both cookies and the session', async () => {
  const refused = await fetch(`${runtime.url}/m/signout/not-the-token`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(refused.status).toBe(403);
  expect(refused.headers.getSetCookie()).toEqual([]);
  expect((await runtime.data.entities.session.scan.go()).data).toHaveLength(1);

  const signedOut = await fetch(`${runtime.url}/m/signout/${xsrf}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(signedOut.status).toBe(302);
  expect(new URL(signedOut.headers.get('location')!, runtime.url).pathname).toBe('/');
  const { lines } = cookiesOf(signedOut);
  for (const name of ['folio_sid', 'folio_xsrf']) {
    expect(lines.find((line) => line.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
  }
  // The session is gone: the old cookie names nothing (the authorizer's cache forgets it within 60 s).
  const { data: sessions } = await runtime.data.entities.session.scan.go();
  expect(sessions).toEqual([]);
});
