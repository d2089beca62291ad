import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { makeCollection } from '#fixtures/factories.ts';
import { cookiesSet, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * Signing in on Folio's other hosts (docs/decisions.md, session hand-off): a sign-in made on the auth
 * domain whose target is a publication's live custom domain or a writer's claimed subdomain goes on
 * to /m/callback/session there, which spends a single-use grant bound to the user and the host and
 * sets that host's own cookies. Through the auth HTTP handler, against DynamoDB Local. In AWS the
 * function URL sees its own Host; the viewer's arrives in x-forwarded-host (the edge sets it).
 */
let auth: AuthHarness;
let adaId = '';
const functionUrlHost = 'abc123.lambda-url.us-east-1.on.aws';
const customDomain = 'ux.example';

beforeAll(async () => {
  auth = await startAuth();
  await makeCollection(auth.table.data, { slug: 'ux-notes', domain: customDomain });
  await makeCollection(auth.table.data, { slug: 'old-notes' });
  const ada = await auth.repository.createUser({
    id: 'ada000000001',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    usernameCandidates: ['ada'],
    createdAt: auth.clock.now,
  });
  adaId = ada.user.id;
  await auth.table.data.entities.user.patch({ id: adaId }).set({ hasSubdomain: true }).go();
  await auth.repository.createUser({
    id: 'grace0000001',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    usernameCandidates: ['grace'],
    createdAt: auth.clock.now,
  });
});
afterAll(() => auth.table.close());

/** Ada signs in on the auth domain by magic link, asking to come back to `redirect`: the callback's answer. */
async function signInFrom(redirect: string) {
  // A fresh window of the per-address e-mail limit: this file signs Ada in more often than it allows.
  auth.advanceMinutes(15);
  await auth.sendAcctAuthEmail({ email: 'ada@example.com', operation: 'login', type: 'link', redirect });
  return auth.get(linkIn(auth, 'ada@example.com'));
}

/** The hand-off the callback sends the browser to: its host and the path and query asked for there. */
function handoffOf(answer: { headers?: Record<string, unknown> }) {
  const location = new URL(String(answer.headers?.location));
  expect(location.pathname).toBe('/m/callback/session');
  return { host: location.host, pathAndQuery: `${location.pathname}${location.search}`, location };
}

/** The browser at the hand-off on `host`, as CloudFront forwards it to the auth function URL. */
const arrive = (pathAndQuery: string, host: string, cookies?: string[]) =>
  auth.get(pathAndQuery, { host: functionUrlHost, forwardedHost: host, ...(cookies ? { cookies } : {}) });

const expiredScreen = (path: string, host = customDomain) =>
  `https://folio.example/m/signin?operation=login&source=email_login_timeout&redirect=${encodeURIComponent(`https://${host}${path}`)}`;

describe("a publication's custom domain", () => {
  let pathAndQuery = '';
  let sid = '';

  test('the callback signs in on the auth domain, then hands the session to the custom domain', async () => {
    const answer = await signInFrom(`https://${customDomain}/a-story-1a2b?source=home#part`);
    expect(answer.statusCode).toBe(302);
    expect(cookiesSet(answer).folio_sid).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    const handoff = handoffOf(answer);
    expect(handoff.location.origin).toBe(`https://${customDomain}`);
    expect(handoff.location.searchParams.get('redirect')).toBe('/a-story-1a2b?source=home#part');
    const token = handoff.location.searchParams.get('token') ?? '';
    // Kept by its hash, bound to Ada and to the host, for two minutes.
    const { data: grant } = await auth.table.data.entities.authGrant
      .get({ tokenHash: sha256Hex(token) })
      .go();
    expect(grant).toMatchObject({ kind: 'handoff', userId: adaId, host: customDomain });
    expect(grant!.expiresAt).toBe(Math.floor(auth.clock.now / 1000) + 120);
    pathAndQuery = handoff.pathAndQuery;
  });

  test("there it opens a session of its own, sets that host's cookies and lands on the path", async () => {
    const answer = await arrive(pathAndQuery, customDomain);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers).toMatchObject({
      location: '/a-story-1a2b?source=home#part',
      'cache-control': 'no-store',
    });
    const [sessionCookie = '', xsrfCookie = ''] = answer.cookies ?? [];
    for (const cookie of [sessionCookie, xsrfCookie]) {
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
      expect(cookie).not.toContain('Domain=');
    }
    expect(sessionCookie).toContain('HttpOnly');
    expect(xsrfCookie).not.toContain('HttpOnly');
    sid = cookiesSet(answer).folio_sid ?? '';
    const context = (await auth.authorize(`session:${sid}`)).resolverContext;
    expect(context?.viewerId).toBe(adaId);
    const methods = (await auth.repository.listSessionsByUser(adaId)).map((session) => session.method);
    expect(methods.sort()).toEqual(['email', 'handoff']);
  });

  test('the hand-off works once: replayed, it sets nothing and leads to the expired-link screen', async () => {
    const again = await arrive(pathAndQuery, customDomain);
    expect(again.statusCode).toBe(302);
    expect(again.headers?.location).toBe(expiredScreen('/a-story-1a2b?source=home#part'));
    expect(again.cookies).toBeUndefined();
  });

  test('signing out on the custom domain ends its session only', async () => {
    const [custom] = (await auth.repository.listSessionsByUser(adaId)).filter((s) => s.method === 'handoff');
    const out = await arrive(`/m/signout/${custom!.xsrf}`, customDomain, [`folio_sid=${sid}`]);
    expect(out.statusCode).toBe(302);
    expect(out.headers?.location).toBe('/');
    expect(cookiesSet(out)).toEqual({ folio_sid: '', folio_xsrf: '' });
    expect(out.cookies?.every((cookie) => cookie.includes('Max-Age=0') && !cookie.includes('Domain='))).toBe(
      true,
    );
    expect((await auth.authorize(`session:${sid}`)).resolverContext?.viewerId).toBe('');
    const methods = (await auth.repository.listSessionsByUser(adaId)).map((session) => session.method);
    expect(methods).toEqual(['email']);
  });
});

test('a hand-off expires after two minutes', async () => {
  const { pathAndQuery } = handoffOf(await signInFrom(`https://${customDomain}/`));
  auth.advanceMinutes(2);
  const late = await arrive(pathAndQuery, customDomain);
  expect(late.headers?.location).toBe(expiredScreen('/'));
  expect(late.cookies).toBeUndefined();
});

test('a hand-off opened on another host is spent there and honoured nowhere', async () => {
  const { pathAndQuery } = handoffOf(await signInFrom(`https://${customDomain}/x`));
  for (const host of ['elsewhere.example', 'folio.example']) {
    const wrong = await arrive(pathAndQuery, host);
    expect(wrong.headers?.location).toBe(expiredScreen('/x', host));
    expect(wrong.cookies).toBeUndefined();
  }
  expect((await arrive(pathAndQuery, customDomain)).cookies).toBeUndefined();
});

test('a forged or damaged token sets nothing', async () => {
  for (const token of ['A'.repeat(43), 'short'])
    expect(await arrive(`/m/callback/session?token=${token}&redirect=%2F`, customDomain)).toMatchObject({
      statusCode: 302,
      headers: { location: expiredScreen('/') },
    });
});

test('a hand-off is no sign-in link, and a sign-in link is no hand-off', async () => {
  const { location } = handoffOf(await signInFrom(`https://${customDomain}/`));
  const token = location.searchParams.get('token') ?? '';
  const atCallback = await auth.get(`/m/callback/email?token=${token}&operation=login`);
  expect(atCallback.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
  expect(atCallback.cookies).toBeUndefined();

  await auth.sendAcctAuthEmail({ email: 'ada@example.com', operation: 'login', type: 'link' });
  const linkToken = new URL(linkIn(auth, 'ada@example.com'), 'https://folio.example').searchParams.get(
    'token',
  );
  const asHandoff = await arrive(`/m/callback/session?token=${linkToken}&redirect=%2F`, customDomain);
  expect(asHandoff.headers?.location).toBe(expiredScreen('/'));
  expect(asHandoff.cookies).toBeUndefined();
});

test('the hand-off lands on a path of its own host only', async () => {
  for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
    const { location } = handoffOf(await signInFrom(`https://${customDomain}/`));
    location.searchParams.set('redirect', redirect);
    const answer = await arrive(`${location.pathname}${location.search}`, customDomain);
    expect(answer.headers?.location).toBe('/');
    expect(cookiesSet(answer).folio_sid).toBeTruthy();
  }
});

test("a writer's claimed subdomain gets a hand-off; an unclaimed one is sent to as before, without one", async () => {
  const claimed = handoffOf(await signInFrom('https://ada.folio.example/@ada'));
  expect(claimed.host).toBe('ada.folio.example');
  expect((await arrive(claimed.pathAndQuery, 'ada.folio.example')).headers?.location).toBe('/@ada');
  // Grace has not claimed hers: the pages there send readers to the auth domain, where the session is.
  const unclaimed = await signInFrom('https://grace.folio.example/');
  expect(unclaimed.headers?.location).toBe('https://grace.folio.example/');
});

test('targets on hosts that are no live custom domain stay refused: the reader goes home', async () => {
  for (const target of ['https://evil.example/', 'https://old-notes.example/'])
    expect((await signInFrom(target)).headers?.location).toBe('/');
});
