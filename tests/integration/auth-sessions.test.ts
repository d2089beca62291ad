import { sessionTtlSeconds } from '#functions/auth/authorizer.ts';
import { createAuthHttpHandler } from '#functions/auth/create-auth-http-handler.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import { authorizerEvent, functionUrlGet } from '#functions/auth/core/test-doubles.ts';
import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { createFolioData } from '#shared/data/data.ts';
import { createAuthorizerCache } from '#local/appsync/authorizer-cache.ts';
import { cookiesSet, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/** Sessions over time and the auth-http edge cases, against DynamoDB Local. */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

let serial = 0;
/** A member with a fresh session: the credential the CloudFront Function would pass on. */
async function signedIn(overrides: { tier?: 'MEMBER' | 'FRIEND'; isStaff?: boolean } = {}) {
  serial += 1;
  const email = `reader${serial}@example.com`;
  const { user } = await auth.repository.createUser({
    id: `reader${serial}`,
    name: 'Reader',
    email,
    usernameCandidates: [`reader${serial}`],
    createdAt: auth.clock.now,
  });
  if (overrides.tier || overrides.isStaff) {
    await auth.table.data.entities.user.patch({ id: user.id }).set(overrides).go();
  }
  await auth.sendAcctAuthEmail({ email, operation: 'login', type: 'link' }, `192.0.2.${serial}`);
  const answer = await auth.get(linkIn(auth, email), { ip: `192.0.2.${serial}` });
  const cookies = cookiesSet(answer);
  return { user, sid: cookies.folio_sid ?? '', xsrf: cookies.folio_xsrf ?? '' };
}

describe('the authorizer', () => {
  test('carries the tier and the staff flags of the reader, and the hash of the session asking', async () => {
    const { user, sid, xsrf } = await signedIn({ tier: 'FRIEND', isStaff: true });
    const [session] = await auth.repository.listSessionsByUser(user.id);
    expect((await auth.authorize(`session:${sid}`)).resolverContext).toEqual({
      viewerId: user.id,
      tier: 'FRIEND',
      isStaff: 'true',
      canViewSuspendedContent: 'false',
      xsrf,
      sessionHash: session?.idHash,
    });
    expect(session?.idHash).toBe(sha256Hex(sid.split('.')[0] ?? ''));
  });

  test('answers anonymous once the session has expired (60 days), even before TTL removes it', async () => {
    const { sid } = await signedIn();
    auth.advanceMinutes(60 * 24 * 60 - 1);
    expect((await auth.authorize(`session:${sid}`)).resolverContext?.viewerId).not.toBe('');
    auth.advanceMinutes(1);
    expect(await auth.authorize(`session:${sid}`)).toMatchObject({
      isAuthorized: true,
      resolverContext: { viewerId: '' },
      ttlOverride: sessionTtlSeconds,
    });
  });

  test('answers anonymous when the session names a user that no longer exists', async () => {
    const { user, sid } = await signedIn();
    await auth.table.data.entities.user.delete({ id: user.id }).go();
    expect((await auth.authorize(`session:${sid}`)).resolverContext?.viewerId).toBe('');
  });

  test('answers anonymous for a well-formed session id that was never issued', async () => {
    const { sid } = await signedIn();
    const [id = ''] = sid.split('.');
    expect((await auth.authorize(`session:${id}.${'A'.repeat(43)}`)).resolverContext?.viewerId).toBe('');
  });

  test('notes lastSeenAt at most once an hour', async () => {
    const { user, sid } = await signedIn();
    const lastSeen = async () => (await auth.repository.listSessionsByUser(user.id))[0]?.lastSeenAt;
    const signedInAt = auth.clock.now;
    auth.advanceMinutes(30);
    await auth.authorize(`session:${sid}`);
    expect(await lastSeen()).toBe(signedInAt);
    auth.advanceMinutes(31);
    await auth.authorize(`session:${sid}`);
    expect(await lastSeen()).toBe(auth.clock.now);
  });
});

describe('the callback', () => {
  test.each([
    '/m/callback/email',
    '/m/callback/email?operation=login',
    '/m/callback/email?token=short&operation=login',
    `/m/callback/email?token=${'a'.repeat(43)}&operation=connect`,
  ])('answers %p with a readable 400 page', async (path) => {
    const answer = await auth.get(path, { ip: '192.0.2.200' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('This sign-in link is incomplete');
    expect(answer.cookies).toBeUndefined();
  });

  test('an unknown token is treated like an expired link', async () => {
    const answer = await auth.get(`/m/callback/email?token=${'b'.repeat(43)}&operation=login`, {
      ip: '192.0.2.201',
    });
    expect(answer.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
  });

  test('is limited per IP: thirty callbacks in 15 minutes, then a 429 page', async () => {
    const path = `/m/callback/email?token=${'c'.repeat(43)}&operation=login`;
    for (let call = 0; call < 30; call += 1) {
      expect((await auth.get(path, { ip: '192.0.2.202' })).statusCode).toBe(302);
    }
    const limited = await auth.get(path, { ip: '192.0.2.202' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many requests from your network.');
  });

  test('sends a target outside the auth domain home instead', async () => {
    const { user } = await signedIn();
    await auth.sendAcctAuthEmail(
      { email: user.email, operation: 'login', type: 'link', redirect: 'https://evil.example/' },
      '192.0.2.203',
    );
    const link = linkIn(auth, user.email ?? '');
    expect((await auth.get(link, { ip: '192.0.2.203' })).headers?.location).toBe('/');
  });

  test('cookies are not Secure on localhost', async () => {
    const { user } = await signedIn();
    await auth.sendAcctAuthEmail({ email: user.email, operation: 'login', type: 'link' }, '192.0.2.204');
    const answer = await auth.get(linkIn(auth, user.email ?? ''), {
      ip: '192.0.2.204',
      host: 'localhost:3000',
    });
    expect(answer.cookies?.some((cookie) => cookie.includes('Secure'))).toBe(false);
  });
});

describe('sign-out', () => {
  test('without a session clears the cookies and goes home', async () => {
    for (const cookies of [undefined, ['folio_sid=forged.signature']]) {
      const answer = await auth.get('/m/signout/anything', cookies ? { cookies } : {});
      expect(answer.statusCode).toBe(302);
      expect(answer.headers?.location).toBe('/');
      expect(cookiesSet(answer)).toEqual({ folio_sid: '', folio_xsrf: '' });
    }
  });

  test('revokes nothing without the cookie, and reads it from the Cookie header too', async () => {
    const { user, sid, xsrf } = await signedIn();
    expect((await auth.get(`/m/signout/${xsrf}`)).statusCode).toBe(302);
    expect(await auth.repository.listSessionsByUser(user.id)).toHaveLength(1);
    const withHeader = await auth.get(`/m/signout/${xsrf}`, { cookieHeader: `folio_sid=${sid}` });
    expect(withHeader.statusCode).toBe(302);
    expect(await auth.repository.listSessionsByUser(user.id)).toEqual([]);
  });
});

describe('sign-out, as the API sees it through AppSync’s cache of authorizer answers', () => {
  test('a signed-out session’s next GraphQL call is a visitor’s once the documented 5 s have passed', async () => {
    const { user, sid, xsrf } = await signedIn();
    // The local AppSync's cache (keyed by the credential, as AppSync's is), on a clock of its own.
    const cacheClock = { now: auth.clock.now };
    const cachedAuthorize = createAuthorizerCache(
      (event) => auth.authorize(event.authorizationToken),
      () => cacheClock.now,
    );
    const viewerId = async () =>
      (await cachedAuthorize(authorizerEvent(`session:${sid}`))).resolverContext?.['viewerId'];
    expect(await viewerId()).toBe(user.id);

    const signOut = await auth.get(`/m/signout/${xsrf}`, { cookies: [`folio_sid=${sid}`] });
    expect(cookiesSet(signOut)).toEqual({ folio_sid: '', folio_xsrf: '' });
    cacheClock.now += 5_000;
    expect(await viewerId()).toBe('');
  });
});

describe('routing', () => {
  test('anything else is a 404 page', async () => {
    const answer = await auth.get('/m/callback/google');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Page not found');
  });

  test('only GET: a HEAD or POST spends nothing', async () => {
    const { user, sid, xsrf } = await signedIn();
    for (const method of ['HEAD', 'POST']) {
      const answer = await auth.get(`/m/signout/${xsrf}`, { method, cookies: [`folio_sid=${sid}`] });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers?.allow).toBe('GET');
    }
    expect(await auth.repository.listSessionsByUser(user.id)).toHaveLength(1);
  });
});

describe('failures of ours', () => {
  test('a failing table answers a readable 503 page with the request id, not a crash', async () => {
    const broken = createFolioData({ client: auth.table.client, table: 'no-such-table' });
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args), info: () => {} };
    const http = createAuthHttpHandler(
      {
        data: broken,
        secret: staticSecret('s'),
        settings: { authOrigin: 'https://folio.example' },
        queue: auth.mail.queue,
      },
      logger as never,
    );
    const answer = await http(functionUrlGet(`/m/callback/email?token=${'d'.repeat(43)}&operation=login`), {
      awsRequestId: 'req-1',
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('(Request id: req-1)');
    expect(answer.body).not.toContain('no-such-table');
    expect(errors).toEqual([['The request failed', expect.objectContaining({ requestId: 'req-1' })]]);
  });
});
