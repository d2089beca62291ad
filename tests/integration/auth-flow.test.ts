import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { sessionTtlSeconds } from '#functions/auth/authorizer.ts';
import {
  cookiesSet,
  codeIn,
  developmentCaptchaToken,
  linkIn,
  startAuth,
  type AuthHarness,
} from '#fixtures/auth.ts';

/**
 * E-mail sign-in from end to end against DynamoDB Local: sendAcctAuthEmail → the e-mail (recorded) →
 * magic link or code → callback → cookies → the authorizer's resolverContext → sign-out → anonymous.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

async function signInWithLink(email: string, args: Record<string, unknown> = {}) {
  const sent = await auth.sendAcctAuthEmail({ email, operation: 'login', type: 'link', ...args });
  expect(sent).toEqual({ __typename: 'SusiMethod', value: 'link' });
  return auth.get(linkIn(auth, email.trim().toLowerCase()));
}

describe('sign-up by magic link, then sign-out', () => {
  let sid = '';
  let xsrf = '';
  let userId = '';

  test('register sends a link that creates the account, signs in and onboards, then the redirect', async () => {
    const answer = await signInWithLink(' Ada@Example.com ', {
      operation: 'register',
      fullName: 'Ada Lovelace',
      captchaValue: developmentCaptchaToken,
      redirect: '/@grace/on-compilers-123abc',
    });
    const [email] = auth.mail.emailsTo('ada@example.com');
    expect(email?.subject).toBe('Finish creating your Folio account');

    expect(answer.statusCode).toBe(302);
    // A new account picks topics first, then goes on to the story (decision 274).
    expect(answer.headers).toMatchObject({
      location: '/get-started/topics?redirect=%2F%40grace%2Fon-compilers-123abc',
      'cache-control': 'no-store',
    });
    const cookies = cookiesSet(answer);
    sid = cookies.folio_sid ?? '';
    xsrf = cookies.folio_xsrf ?? '';
    expect(sid).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(xsrf).toMatch(/^[\w-]{43}$/);
    expect(answer.cookies?.[0]).toContain('HttpOnly');
    expect(answer.cookies?.[1]).not.toContain('HttpOnly');

    const user = await auth.repository.findUserByEmail('ada@example.com');
    expect(user).toMatchObject({ name: 'Ada Lovelace', username: 'adalovelace', email: 'ada@example.com' });
    userId = user?.id ?? '';
  });

  test('the table keeps neither the session id nor the link token in clear', async () => {
    const [session] = await auth.repository.listSessionsByUser(userId);
    expect(session).toMatchObject({ userId, xsrf, method: 'email', userAgent: 'TestBrowser/1.0' });
    const linkToken = new URLSearchParams(linkIn(auth, 'ada@example.com').split('?')[1]).get('token') ?? '';
    const { Items = [] } = await auth.table.client.send(new ScanCommand({ TableName: auth.table.table }));
    const stored = JSON.stringify(Items);
    expect(stored).toContain(xsrf);
    expect(stored).not.toContain(sid.split('.')[0]);
    expect(stored).not.toContain(linkToken);
  });

  test('the authorizer turns the cookie into the reader, the session xsrf and the session id hash', async () => {
    const [session] = await auth.repository.listSessionsByUser(userId);
    if (!session) throw new Error('no session');
    expect(await auth.authorize(`session:${sid}`)).toEqual({
      isAuthorized: true,
      resolverContext: {
        viewerId: userId,
        tier: 'FREE',
        isStaff: 'false',
        canViewSuspendedContent: 'false',
        xsrf,
        sessionHash: session.idHash,
      },
      ttlOverride: sessionTtlSeconds,
    });
  });

  test('the link works once', async () => {
    const again = await auth.get(linkIn(auth, 'ada@example.com'));
    expect(again.statusCode).toBe(302);
    expect(again.headers?.location).toBe('/m/signin?operation=register&source=email_login_timeout');
    expect(again.cookies).toBeUndefined();
  });

  test('sign-out with another xsrf is refused and revokes nothing', async () => {
    const refused = await auth.get('/m/signout/not-the-token', { cookies: [`folio_sid=${sid}`] });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers?.['content-type']).toContain('text/html');
    expect(refused.body).toContain('still signed in');
    expect((await auth.authorize(`session:${sid}`)).resolverContext?.viewerId).toBe(userId);
  });

  test('sign-out with the xsrf revokes the session and clears the cookies; the authorizer then answers anonymous', async () => {
    const out = await auth.get(`/m/signout/${xsrf}`, { cookies: [`folio_xsrf=${xsrf}`, `folio_sid=${sid}`] });
    expect(out.statusCode).toBe(302);
    expect(out.headers?.location).toBe('/');
    expect(cookiesSet(out)).toEqual({ folio_sid: '', folio_xsrf: '' });
    expect(out.cookies?.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(await auth.repository.listSessionsByUser(userId)).toEqual([]);
    expect(await auth.authorize(`session:${sid}`)).toMatchObject({
      isAuthorized: true,
      resolverContext: { viewerId: '', xsrf: '' },
      ttlOverride: sessionTtlSeconds,
    });
  });
});

describe('sign-in by code', () => {
  test('a login code is exchanged for an account token, which the callback turns into a session', async () => {
    const grace = await auth.repository.createUser({
      id: 'grace1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      usernameCandidates: ['grace'],
      createdAt: auth.clock.now,
    });
    const sent = await auth.sendAcctAuthEmail({
      email: 'grace@example.com',
      operation: 'login',
      type: 'code',
      redirect: '/me/lists',
    });
    expect(sent).toEqual({ __typename: 'SusiMethod', value: 'code' });
    expect(auth.mail.emailsTo('grace@example.com')[0]?.subject).toBe('Your Folio sign-in code');

    const verified = await auth.verifyLoginCode({
      email: 'Grace@example.com',
      loginCode: codeIn(auth, 'grace@example.com'),
    });
    expect(verified).toEqual({ __typename: 'AccountToken', value: expect.stringMatching(/^[\w-]{43}$/) });

    const token = String(verified.value);
    const state = encodeURIComponent('https://grace.folio.example/story-1');
    const answer = await auth.get(`/m/callback/email?token=${token}&operation=login&state=${state}`);
    expect(answer.headers?.location).toBe('https://grace.folio.example/story-1');
    const context = (await auth.authorize(`session:${cookiesSet(answer).folio_sid}`)).resolverContext;
    expect(context?.viewerId).toBe(grace.user.id);

    // The code was spent with its verification, the token with the callback.
    expect(
      await auth.verifyLoginCode({
        email: 'grace@example.com',
        loginCode: codeIn(auth, 'grace@example.com'),
      }),
    ).toEqual({
      __typename: 'NotFound',
      message: 'Invalid code.',
    });
    const reused = await auth.get(`/m/callback/email?token=${token}&operation=login&state=${state}`);
    expect(reused.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
  });

  test('a code for sign-up creates the account with the name given', async () => {
    await auth.sendAcctAuthEmail({
      email: 'linus@example.com',
      operation: 'register',
      type: 'code',
      fullName: 'Linus Torvalds',
      captchaValue: developmentCaptchaToken,
    });
    expect(auth.mail.emailsTo('linus@example.com')[0]?.subject).toBe('Your Folio sign-up code');
    const verified = await auth.verifyLoginCode({
      email: 'linus@example.com',
      loginCode: codeIn(auth, 'linus@example.com'),
    });
    const answer = await auth.get(`/m/callback/email?token=${String(verified.value)}&operation=register`);
    expect(answer.headers?.location).toBe('/get-started/topics');
    expect(await auth.repository.findUserByEmail('linus@example.com')).toMatchObject({
      name: 'Linus Torvalds',
      username: 'linustorvalds',
    });
  });

  test('a sign-up from an entry point that skips onboarding goes straight to its page', async () => {
    await auth.sendAcctAuthEmail({
      email: 'clara@example.com',
      operation: 'register',
      type: 'code',
      fullName: 'Clara Clapper',
      captchaValue: developmentCaptchaToken,
    });
    const verified = await auth.verifyLoginCode({
      email: 'clara@example.com',
      loginCode: codeIn(auth, 'clara@example.com'),
    });
    const state = encodeURIComponent('/@grace/on-compilers-123abc?skipOnboarding=1');
    const answer = await auth.get(
      `/m/callback/email?token=${String(verified.value)}&operation=register&state=${state}`,
    );
    expect(answer.headers?.location).toBe('/@grace/on-compilers-123abc?skipOnboarding=1');
  });
});

describe('accounts that exist', () => {
  test('register with a known address signs its owner in, and the e-mail says so', async () => {
    const before = await auth.repository.findUserByEmail('grace@example.com');
    const answer = await signInWithLink('grace@example.com', {
      operation: 'register',
      fullName: 'Someone Else',
      captchaValue: developmentCaptchaToken,
    });
    expect(auth.mail.emailsTo('grace@example.com').at(-1)?.text).toContain('you already have one');
    expect(linkIn(auth, 'grace@example.com')).toContain('operation=login');
    const context = (await auth.authorize(`session:${cookiesSet(answer).folio_sid}`)).resolverContext;
    expect(context?.viewerId).toBe(before?.id);
    expect(await auth.repository.findUserByEmail('grace@example.com')).toEqual(before);
  });

  test('signing in again while signed in ends the previous session of that browser', async () => {
    const first = cookiesSet(await signInWithLink('grace@example.com'));
    await auth.sendAcctAuthEmail({ email: 'grace@example.com', operation: 'login', type: 'link' });
    const second = await auth.get(linkIn(auth, 'grace@example.com'), {
      cookies: [`folio_sid=${first.folio_sid}`],
    });
    expect(second.statusCode).toBe(302);
    expect((await auth.authorize(`session:${first.folio_sid}`)).resolverContext?.viewerId).toBe('');
    expect(
      (await auth.authorize(`session:${cookiesSet(second).folio_sid}`)).resolverContext?.viewerId,
    ).not.toBe('');
  });

  test('a derived username that is taken gets digits appended', async () => {
    await signInWithLink('ada.lovelace@example.org', {
      operation: 'register',
      fullName: 'Ada Lovelace',
      captchaValue: developmentCaptchaToken,
    });
    const user = await auth.repository.findUserByEmail('ada.lovelace@example.org');
    expect(user?.username).toMatch(/^adalovelace\d{3,}$/);
  });

  test('without a name, the account is named after the address', async () => {
    await signInWithLink('kay.sparck+folio@example.com', {
      operation: 'register',
      captchaValue: developmentCaptchaToken,
    });
    expect(await auth.repository.findUserByEmail('kay.sparck+folio@example.com')).toMatchObject({
      name: 'kay.sparck+folio',
      username: 'kaysparck',
    });
  });
});
