import { authPaths } from '#contract/auth-paths.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { devMailbox } from '#fixtures/runtime-session.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/**
 * Signing in on the local platform as a browser does it: the browser's binding first, then the sign-in
 * e-mail lands in the dev mailbox, its link goes through the gateway to the auth HTTP Lambda, and the
 * cookies it sets sign the next GraphQL calls in, through /_/batch and /graphql alike.
 */
let runtime: TestRuntime;
const email = 'ada@folio.example';
const attackerEmail = 'mallory@folio.example';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const [username, name, address] of [
        ['ada', 'Ada Lovelace', email],
        ['mallory', 'Mallory Attacker', attackerEmail],
      ] as const) {
        const user = await makeUser(data, { username, name, email: address });
        await data.entities.claim.put({ kind: 'email', value: address, ownerId: user.id }).go();
      }
    },
  });
});
afterAll(() => runtime.stop());

async function batch(query: string, headers: Record<string, string> = {}) {
  const response = await postSigned(`${runtime.url}/_/batch`, JSON.stringify([{ query }]), headers);
  const [answer] = (await response.json()) as [{ data?: Record<string, unknown>; errors?: unknown[] }];
  return answer;
}
const mailbox = () => devMailbox(runtime.url);
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

/** A browser's binding, as the web client asks for it before a sign-in call: its cookie and its value. */
async function browserBinding() {
  const response = await fetch(`${runtime.url}${authPaths.signInBinding}`);
  const { binding } = (await response.json()) as { binding: string };
  return { cookie: `folio_sign_in=${cookiesOf(response).values.folio_sign_in}`, binding };
}

/** The newest link e-mailed to `to` after `send()`. */
async function linkAfter(to: string, send: () => Promise<unknown>) {
  const before = (await mailbox()).length;
  await send();
  const mails = await eventually(mailbox, (entries) => entries.length > before);
  const text = mails.find((mail) => mail.to === to)?.text ?? '';
  return text.match(/http:\/\/localhost:\d+\/m\/callback\/email\?\S+/)?.[0] ?? '';
}

let link: string;
let cookie: string;
let xsrf: string;
let binding: Awaited<ReturnType<typeof browserBinding>>;

test('the dev mailbox starts empty, as HTML and as JSON', async () => {
  expect(await mailbox()).toEqual([]);
  const page = await fetch(`${runtime.url}/_/dev/mailbox`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await page.text()).toContain('No e-mail yet');
});

test('a requested sign-in link arrives in the mailbox through the email queue, with a clickable link to this gateway', async () => {
  binding = await browserBinding();
  const answer = await batch(
    `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, redirect: "/@ada", binding: "${binding.binding}") { __typename } }`,
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

test('following the link in the browser that asked sets the session cookies and redirects to the target', async () => {
  const response = await fetch(link, { redirect: 'manual', headers: { cookie: binding.cookie } });
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
  // The session is gone: the old cookie names nothing (the authorizer's cache forgets it within 5 s).
  const { data: sessions } = await runtime.data.entities.session.scan.go();
  expect(sessions).toEqual([]);
});

describe('a sign-in through the gateway, as a browser sees it', () => {
  let victim: Awaited<ReturnType<typeof browserBinding>>;
  let victimCookies = '';

  beforeAll(async () => {
    victim = await browserBinding();
    const own = await linkAfter(email, () =>
      batch(
        `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, binding: "${victim.binding}") { __typename } }`,
      ),
    );
    const signedIn = await fetch(own, { redirect: 'manual', headers: { cookie: victim.cookie } });
    victimCookies = `${victim.cookie}; folio_sid=${cookiesOf(signedIn).values.folio_sid}`;
  });

  test('the cross-site open of an attacker’s link does not replace the victim’s session', async () => {
    const attacker = await browserBinding();
    const attackerLink = await linkAfter(attackerEmail, () =>
      batch(
        `mutation { sendAcctAuthEmail(email: "${attackerEmail}", operation: login, type: link, binding: "${attacker.binding}") { __typename } }`,
      ),
    );
    // A page on another site sends the victim's browser to the link: a top-level GET, cookies and all.
    const opened = await fetch(attackerLink, {
      redirect: 'manual',
      headers: { cookie: victimCookies, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie()).toEqual([]);
    const page = await opened.text();
    expect(page).toContain('Sign in as Mallory Attacker?');
    // …then posts its form from there: a cross-site POST carries no SameSite=Lax cookie.
    const fields = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [n, v]),
    );
    const forged = await fetch(`${runtime.url}${authPaths.confirmSignIn}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await batch('query { viewer { username } }', { cookie: victimCookies })).toEqual({
      data: { viewer: { username: 'ada' } },
    });
  });

  test('a target outside Latin-1 is sent encoded, after signing in, not a 502', async () => {
    const own = await linkAfter(email, () =>
      batch(
        `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, redirect: "/tag/日本?q=€", binding: "${victim.binding}") { __typename } }`,
      ),
    );
    const response = await fetch(own, { redirect: 'manual', headers: { cookie: victimCookies } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/tag/%E6%97%A5%E6%9C%AC?q=%E2%82%AC');
    expect(cookiesOf(response).values.folio_sid).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
