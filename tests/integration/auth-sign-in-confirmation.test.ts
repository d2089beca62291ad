import { authPaths } from '#contract/auth-paths.ts';
import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { codeIn, cookiesSet, linkIn, startAuth, type AuthHarness, type TestBrowser } from '#fixtures/auth.ts';

/**
 * Login CSRF through the e-mail callback, against DynamoDB Local (docs/decisions.md, sign-in binding): a
 * link or account token opened in a browser that did not ask for it — another device, or a victim's
 * browser made to open an attacker's link — never signs in on the GET. It answers "Sign in as {name}?",
 * and only the page's own POST, with the binding cookie it left (SameSite=Lax: never sent with another
 * site's POST) and its token for that grant, spends the grant.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
  for (const [id, name, email] of [
    ['victim000001', 'Vera Victim', 'vera@example.com'],
    ['mallory00001', 'Mallory Attacker', 'mallory@example.com'],
    ['ada000000001', 'Ada Lovelace', 'ada@example.com'],
  ] as const) {
    await auth.repository.createUser({
      id,
      name,
      email,
      usernameCandidates: [id],
      createdAt: auth.clock.now,
    });
  }
});
afterAll(() => auth.table.close());

let serial = 0;
/** A fresh IP and a fresh window of the per-address e-mail limit for each sign-in. */
function nextIp() {
  serial += 1;
  auth.advanceMinutes(16);
  return `192.0.2.${serial}`;
}

/** `email`'s magic link, asked for from `browser` (its binding), as a path with its query. */
async function linkAskedFrom(browser: TestBrowser | null, email: string, redirect?: string) {
  const sent = await auth.sendAcctAuthEmail(
    { email, operation: 'login', type: 'link', ...(redirect ? { redirect } : {}) },
    nextIp(),
    browser,
  );
  expect(sent).toEqual({ __typename: 'SusiMethod', value: 'link' });
  return linkIn(auth, email);
}

/** Signs `email` in from `browser` by its own link: the session cookie's value. */
async function signedInAs(browser: TestBrowser, email: string) {
  const answer = await auth.get(await linkAskedFrom(browser, email), { browser });
  expect(answer.statusCode).toBe(302);
  return cookiesSet(answer).folio_sid ?? '';
}

const viewerOf = async (sid: string) => (await auth.authorize(`session:${sid}`)).resolverContext?.viewerId;
const tokenOf = (pathAndQuery: string) => new URLSearchParams(pathAndQuery.split('?')[1]).get('token') ?? '';
const isSpendable = async (token: string) =>
  (await auth.repository.findSpendableGrant(sha256Hex(token), auth.clock.now)) !== undefined;

/** The confirmation page's form fields (hidden inputs), by name. */
function formOf(body: string | undefined): Record<string, string> {
  const fields = [...(body ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
  const decode = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));
  return Object.fromEntries(fields.map(([, name = '', value = '']) => [name, decode(value)]));
}
const posted = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the binding a browser asks for first', () => {
  test('is an HttpOnly, SameSite=Lax cookie of the callback paths, for 15 minutes; the page learns its image only', async () => {
    const answer = await auth.get(authPaths.signInBinding, { browser: null });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store' });
    expect(answer.headers?.['access-control-allow-origin']).toBeUndefined();
    const [cookie = ''] = answer.cookies ?? [];
    expect(cookie).toMatch(
      /^folio_sign_in=[\w-]{43}; Max-Age=900; Path=\/m\/callback; SameSite=Lax; HttpOnly; Secure$/,
    );
    const { binding } = JSON.parse(answer.body ?? '') as { binding: string };
    expect(binding).toMatch(/^[\w-]{43}$/);
    expect(cookie).not.toContain(binding);
  });

  test('a browser keeps the nonce it holds, so two tabs signing in do not undo each other', async () => {
    const again = await auth.get(authPaths.signInBinding, { browser: auth.browser });
    expect(again.cookies?.[0]).toContain(auth.browser.cookie);
    expect(JSON.parse(again.body ?? '')).toEqual({ binding: auth.browser.binding });
  });
});

describe('the browser that asked', () => {
  test('signs in at once, and the grant is spent', async () => {
    const browser = await auth.newBrowser();
    const link = await linkAskedFrom(browser, 'ada@example.com', '/@ada');
    const answer = await auth.get(link, { browser });
    expect(answer).toMatchObject({ statusCode: 302, headers: { location: '/@ada' } });
    expect(await viewerOf(cookiesSet(answer).folio_sid ?? '')).toBe('ada000000001');
    expect(await isSpendable(tokenOf(link))).toBe(false);
  });
});

describe('a victim’s browser made to open an attacker’s link', () => {
  let victim: TestBrowser;
  let victimSid = '';
  let attackerLink = '';
  beforeAll(async () => {
    victim = await auth.newBrowser();
    victimSid = await signedInAs(victim, 'vera@example.com');
    attackerLink = await linkAskedFrom(await auth.newBrowser(), 'mallory@example.com', '/me/settings');
  });
  const openedByVictim = () =>
    auth.get(attackerLink, { browser: victim, cookies: [`folio_sid=${victimSid}`], ip: '203.0.113.9' });

  test('asks "Sign in as Mallory Attacker?" instead, sets no session and spends nothing', async () => {
    const answer = await openedByVictim();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers?.['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers?.['content-security-policy']).toContain("form-action 'self'");
    expect(answer.body).toContain('<h1 style="font-size:1.5rem">Sign in as Mallory Attacker?</h1>');
    expect(answer.body).toContain('mallory@example.com');
    expect(answer.body).toContain('You are signed in as Vera Victim here');
    expect(answer.body).toContain(`<form method="post" action="${authPaths.confirmSignIn}">`);
    expect(answer.body).toContain('<button type="submit"');
    expect(answer.cookies ?? []).toEqual([]);

    expect(await viewerOf(victimSid)).toBe('victim000001');
    expect(await isSpendable(tokenOf(attackerLink))).toBe(true);
  });

  test('another site’s POST of the form brings no cookie: refused, nothing spent, the victim still signed in', async () => {
    const { confirmation = '', ...grant } = formOf((await openedByVictim()).body);
    for (const fields of [
      { ...grant, confirmation },
      { ...grant, confirmation: 'A'.repeat(43) },
    ]) {
      const answer = await auth.formPost.post(authPaths.confirmSignIn, posted(fields), { browser: null });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain('This sign-in was not confirmed');
      expect(answer.cookies ?? []).toEqual([]);
    }
    expect(await isSpendable(tokenOf(attackerLink))).toBe(true);
    expect(await viewerOf(victimSid)).toBe('victim000001');
  });

  test('a token made for another browser does not confirm in this one', async () => {
    // The attacker's own confirmation page, opened in the attacker's browser, then posted by the victim's.
    const attacker = await auth.newBrowser();
    const attackersPage = await auth.get(attackerLink, { browser: attacker, ip: '203.0.113.10' });
    const answer = await auth.formPost.post(authPaths.confirmSignIn, posted(formOf(attackersPage.body)), {
      browser: victim,
      cookies: [`folio_sid=${victimSid}`],
    });
    expect(answer.statusCode).toBe(403);
    expect(await isSpendable(tokenOf(attackerLink))).toBe(true);
    expect(await viewerOf(victimSid)).toBe('victim000001');
  });

  test('an account token (a code verified in the attacker’s browser) is asked about in the same way', async () => {
    const attacker = await auth.newBrowser();
    await auth.sendAcctAuthEmail(
      { email: 'mallory@example.com', operation: 'login', type: 'code' },
      nextIp(),
      attacker,
    );
    const verified = await auth.verifyLoginCode({
      email: 'mallory@example.com',
      loginCode: codeIn(auth, 'mallory@example.com'),
    });
    const callback = `${authPaths.emailCallback}?token=${String(verified.value)}&operation=login`;
    const answer = await auth.get(callback, { browser: victim, cookies: [`folio_sid=${victimSid}`] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Sign in as Mallory Attacker?');
    expect(answer.cookies ?? []).toEqual([]);
    expect(await isSpendable(String(verified.value))).toBe(true);
    expect(await viewerOf(victimSid)).toBe('victim000001');
  });
});

describe('a link opened in another browser (the reader’s phone, say)', () => {
  test('asks first, leaves a binding cookie for the form, and signs in only once Sign in is pressed', async () => {
    const link = await linkAskedFrom(auth.browser, 'ada@example.com', '/tag/日本?q=€');
    const phone = await auth.newBrowser();
    const page = await auth.get(link, { browser: null });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in as Ada Lovelace?');
    expect(page.body).not.toContain('You are signed in');
    // This browser had no binding: the page gives it one, which its form's POST will bring back.
    const left = cookiesSet(page).folio_sign_in ?? '';
    expect(left).toMatch(/^[\w-]{43}$/);
    expect(await isSpendable(tokenOf(link))).toBe(true);

    const wrongBrowser = await auth.formPost.post(authPaths.confirmSignIn, posted(formOf(page.body)), {
      browser: phone,
    });
    expect(wrongBrowser.statusCode).toBe(403);

    const pressed = await auth.formPost.post(authPaths.confirmSignIn, posted(formOf(page.body)), {
      browser: { cookie: `folio_sign_in=${left}`, binding: '' },
    });
    expect(pressed).toMatchObject({
      statusCode: 303,
      headers: { location: '/tag/%E6%97%A5%E6%9C%AC?q=%E2%82%AC' },
    });
    expect(await viewerOf(cookiesSet(pressed).folio_sid ?? '')).toBe('ada000000001');
    expect(await isSpendable(tokenOf(link))).toBe(false);

    const again = await auth.formPost.post(authPaths.confirmSignIn, posted(formOf(page.body)), {
      browser: { cookie: `folio_sign_in=${left}`, binding: '' },
    });
    expect(again).toMatchObject({
      statusCode: 302,
      headers: { location: '/m/signin?operation=login&source=email_login_timeout' },
    });
  });

  test('a browser already signed in to that very account signs in again without asking', async () => {
    const laptop = await auth.newBrowser();
    const sid = await signedInAs(laptop, 'ada@example.com');
    const link = await linkAskedFrom(await auth.newBrowser(), 'ada@example.com');
    const answer = await auth.get(link, { browser: laptop, cookies: [`folio_sid=${sid}`] });
    expect(answer.statusCode).toBe(302);
    expect(await viewerOf(sid)).toBe('');
  });

  test('the browser that asked, signed in to another account, is asked too', async () => {
    const shared = await auth.newBrowser();
    const sid = await signedInAs(shared, 'vera@example.com');
    const answer = await auth.get(await linkAskedFrom(shared, 'ada@example.com'), {
      browser: shared,
      cookies: [`folio_sid=${sid}`],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('You are signed in as Vera Victim here');
  });

  test('a new account is named before it is made, and made only on Sign in', async () => {
    await auth.sendAcctAuthEmail(
      {
        email: 'newcomer@example.com',
        operation: 'register',
        type: 'link',
        fullName: 'Nia Newcomer',
        captchaValue: 'folio-development-captcha',
      },
      nextIp(),
      null,
    );
    const page = await auth.get(linkIn(auth, 'newcomer@example.com'), { browser: null });
    expect(page.body).toContain('Sign in as Nia Newcomer?');
    expect(page.body).toContain('This link creates a new Folio account for newcomer@example.com.');
    expect(await auth.repository.findUserByEmail('newcomer@example.com')).toBeUndefined();
  });
});

describe('the confirmation path', () => {
  test.each(['GET', 'HEAD'])('answers %s with a readable 405 that spends nothing', async (method) => {
    const link = await linkAskedFrom(null, 'ada@example.com');
    const answer = await auth.formPost.get(`${authPaths.confirmSignIn}?${link.split('?')[1]}`, { method });
    expect(answer).toMatchObject({ statusCode: 405, headers: { allow: 'POST' } });
    expect(await isSpendable(tokenOf(link))).toBe(true);
  });

  test('a form it cannot read is a 400 page', async () => {
    const answer = await auth.formPost.post(
      authPaths.confirmSignIn,
      'token=short&operation=login&confirmation=x',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('This sign-in could not be read');
  });
});
