import { standardProviderProfile } from '#functions/auth/core/identity/providers.ts';
import { createIdentityRepository } from '#functions/auth/core/identity/identity-repository.ts';
import type { OidcSettings } from '#functions/auth/oidc/settings.ts';
import { authOrigin, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';
import { formOf, startOidcProvider, type OidcProviderFixture } from '#fixtures/oidc-provider.ts';

/**
 * Sign in with Apple's response_mode=form_post end to end, against a real OpenID Provider whose
 * "folio-apple" client answers like Apple (an auto-submitting form POSTed cross-site to
 * /m/callback/apple, ES256 ID tokens without the name) and DynamoDB Local: start path → provider →
 * the provider's POST (no cookies: SameSite=Lax) → our page posting it again same-site (with the
 * cookies) → the shared callback → session.
 */
const applePath = '/m/callback/apple';
let provider: OidcProviderFixture;
let auth: AuthHarness;

const settingsFor = (issuer: string): OidcSettings => ({
  clients: { apple: { clientId: 'folio-apple', clientSecret: async () => 'folio-apple-secret' } },
  profiles: { apple: standardProviderProfile('apple', issuer, { tokenAuth: 'client_secret_post' }) },
});

beforeAll(async () => {
  provider = await startOidcProvider([`${authOrigin}/m/callback/authenticate`, `${authOrigin}${applePath}`]);
  auth = await startAuth({ oidc: settingsFor(provider.issuer) });
});
afterAll(async () => {
  await provider?.stop();
  auth?.table.close();
});
// The provider signs with the real clock: ours must agree.
beforeEach(() => {
  auth.clock.now = Date.now();
});

const stateOf = (target: string, operation: string, viewerId?: string) =>
  encodeURIComponent(
    ['apple', encodeURIComponent(target), operation, ...(viewerId ? [viewerId] : [])].join('|'),
  );

/** Apple's `user` field, sent with the first sign-in of an Apple ID only. */
const appleUser = (firstName: string, lastName: string, email: string) =>
  JSON.stringify({ name: { firstName, lastName }, email });

interface Cookie {
  value: string;
  path: string;
}

/** A browser at Folio: its cookies with their paths, sent as a browser would (SameSite=Lax). */
function browser() {
  const jar = new Map<string, Cookie>();
  const atProvider = provider.browser();
  const keep = (answer: { cookies?: string[] }) => {
    for (const line of answer.cookies ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      if (value) jar.set(name, { value, path });
      else jar.delete(name);
    }
  };
  const cookiesFor = (path: string) =>
    [...jar].filter(([, cookie]) => path.startsWith(cookie.path)).map(([name, c]) => `${name}=${c.value}`);
  return {
    jar,
    async get(pathAndQuery: string) {
      const answer = await auth.get(pathAndQuery, { cookies: cookiesFor(pathAndQuery.split('?')[0]!) });
      keep(answer);
      return answer;
    },
    /** A form POST to the form_post Lambda: cross-site (the provider's page) sends no Lax cookie. */
    async post(form: URLSearchParams, options: { crossSite: boolean }) {
      const cookies = options.crossSite ? [] : cookiesFor(applePath);
      const answer = await auth.formPost.post(applePath, form.toString(), { cookies });
      keep(answer);
      return answer;
    },
    /** Start path → the provider's authorization URL. */
    async start(operation: string, target = '/', viewerId?: string) {
      const answer = await this.get(`/m/start-auth/apple?state=${stateOf(target, operation, viewerId)}`);
      expect(answer.statusCode).toBe(302);
      return String(answer.headers?.location);
    },
    /** Signs in at the provider: the form its page posts to us. */
    async atProvider(authorizationUrl: string, login: string, options: { deny?: boolean } = {}) {
      const form = await atProvider.authorizeByFormPost(authorizationUrl, login, options);
      expect(form.action).toBe(`${authOrigin}${applePath}`);
      return form.fields;
    },
    /** The provider's cross-site POST, then ours: the answer to the second. */
    async deliver(fields: URLSearchParams) {
      const first = await this.post(fields, { crossSite: true });
      expect(first.statusCode).toBe(200);
      const again = formOf(String(first.body));
      expect(again?.action).toBe(applePath);
      return this.post(again!.fields, { crossSite: false });
    },
    async signIn(login: string, operation: string, user?: string) {
      const fields = await this.atProvider(await this.start(operation), login);
      if (user) fields.set('user', user);
      return this.deliver(fields);
    },
  };
}

const viewerOf = async (reader: ReturnType<typeof browser>) =>
  (await auth.authorize(`session:${reader.jar.get('folio_sid')?.value ?? ''}`)).resolverContext?.viewerId;

describe('signing up and in with Apple by form_post', () => {
  test('the start asks for form_post, name and e-mail, and binds the attempt to the Apple callback', async () => {
    const reader = browser();
    const url = new URL(await reader.start('register'));
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('redirect_uri')).toBe(`${authOrigin}${applePath}`);
    const binding = [...reader.jar].find(([name]) => name.startsWith('folio_oidc_'));
    expect(binding?.[1].path).toBe(applePath);
  });

  test('register: the account gets the verified e-mail and the name of the form, the identity is linked', async () => {
    const reader = browser();
    const fields = await reader.atProvider(
      await reader.start('register', '/@someone/a-story'),
      'tim@apple.test',
    );
    fields.set('user', appleUser('Tim', 'Apple', 'tim@apple.test'));
    const first = await reader.post(fields, { crossSite: true });
    // The cross-site post spends nothing and sets nothing: a page posts it again from our origin.
    expect(first.statusCode).toBe(200);
    expect(first.cookies).toBeUndefined();
    expect(String(first.headers?.['content-security-policy'])).toMatch(/script-src 'sha256-[^']+'/);
    const again = formOf(String(first.body))!;
    expect(again.method).toBe('POST');
    expect(again.fields.get('user')).toBe(fields.get('user'));
    expect(again.fields.get('folio_resubmitted')).toBe('1');

    const answer = await reader.post(again.fields, { crossSite: false });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers?.location).toBe('/get-started/topics?redirect=%2F%40someone%2Fa-story');
    const viewerId = String(await viewerOf(reader));
    expect(await auth.repository.findUserById(viewerId)).toMatchObject({
      email: 'tim@apple.test',
      name: 'Tim Apple',
    });
    expect((await auth.repository.listSessionsByUser(viewerId))[0]?.method).toBe('apple');
    expect(await createIdentityRepository(auth.table.data).listIdentitiesByUser(viewerId)).toEqual([
      expect.objectContaining({ provider: 'apple', subject: 'tim@apple.test', email: 'tim@apple.test' }),
    ]);
    expect([...reader.jar.keys()].filter((name) => name.startsWith('folio_oidc_'))).toEqual([]);
  });

  test('Apple sends the name once: the next sign-in, in another browser, finds the link', async () => {
    const first = browser();
    await first.signIn('jony@apple.test', 'register', appleUser('Jony', 'Ive', 'jony@apple.test'));
    const again = browser();
    const answer = await again.signIn('jony@apple.test', 'login');
    expect(answer.statusCode).toBe(302);
    expect(await viewerOf(again)).toBe(await viewerOf(first));
  });

  test('without a name in the form, the account is named after the address', async () => {
    const reader = browser();
    await reader.signIn('phil@apple.test', 'register');
    expect((await auth.repository.findUserById(String(await viewerOf(reader))))?.name).toBe('phil');
  });

  test('an address that has an account is not linked silently: the social login suggestion', async () => {
    await auth.repository.createUser({
      id: 'a0a0a0a0a0a0',
      name: 'Ann',
      email: 'ann@apple.test',
      usernameCandidates: ['ann'],
      createdAt: auth.clock.now,
    });
    const reader = browser();
    const answer = await reader.signIn('ann@apple.test', 'register', appleUser('Ann', 'A', 'ann@apple.test'));
    expect(answer.headers?.location).toContain('source=social_suggestion&suggestion=a0a0a0a0a0a0');
    expect(reader.jar.has('folio_sid')).toBe(false);
  });

  test('connect: the session cookie comes with the same-site post, so Apple links to the signed-in reader', async () => {
    const { user } = await auth.repository.createUser({
      id: 'c0c0c0c0c0c0',
      name: 'Cleo',
      email: 'cleo@folio.test',
      usernameCandidates: ['cleo'],
      createdAt: auth.clock.now,
    });
    const reader = browser();
    await auth.sendAcctAuthEmail({ email: 'cleo@folio.test', operation: 'login', type: 'link' });
    await reader.get(linkIn(auth, 'cleo@folio.test'));
    expect(await viewerOf(reader)).toBe(user.id);
    const fields = await reader.atProvider(
      await reader.start('connect', '/me/settings', user.id),
      'cleo@privaterelay.apple.test',
    );
    const answer = await reader.deliver(fields);
    expect(answer.headers?.location).toBe('/me/settings');
    expect(await createIdentityRepository(auth.table.data).listIdentitiesByUser(user.id)).toEqual([
      expect.objectContaining({ provider: 'apple', subject: 'cleo@privaterelay.apple.test' }),
    ]);
  });

  test('cancelling at Apple goes back to the sign-in options', async () => {
    const reader = browser();
    const fields = await reader.atProvider(await reader.start('register', '/x'), 'no@apple.test', {
      deny: true,
    });
    expect(fields.get('error')).toBe('access_denied');
    const answer = await reader.deliver(fields);
    expect(answer.headers?.location).toBe(
      '/m/signin?operation=register&source=social_login_cancelled&redirect=%2Fx',
    );
  });
});

describe('what the form_post callback refuses', () => {
  test('a tampered state, a missing code and a replay', async () => {
    const reader = browser();
    const fields = await reader.atProvider(await reader.start('register'), 'eve@apple.test');
    const tampered = new URLSearchParams(fields);
    tampered.set('state', 'A'.repeat(43));
    expect((await reader.deliver(tampered)).statusCode).toBe(400);

    const noCode = new URLSearchParams(fields);
    noCode.delete('code');
    const refused = await reader.deliver(noCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('We could not verify your Apple sign-in');
    // That spent the attempt: the complete answer is refused now too.
    const replay = await reader.deliver(fields);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('already used');
    expect(await auth.repository.findUserByEmail('eve@apple.test')).toBeUndefined();
  });

  test("login CSRF: someone else's answer posted from this browser finds no binding cookie", async () => {
    const attacker = browser();
    const fields = await attacker.atProvider(await attacker.start('register'), 'mallory@apple.test');
    const victim = browser();
    const answer = await victim.deliver(fields);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('This sign-in did not start here');
    expect(victim.jar.has('folio_sid')).toBe(false);
  });

  test("a GET signs nobody in: the answer's fields in a query are refused and spend nothing", async () => {
    const reader = browser();
    const fields = await reader.atProvider(await reader.start('register'), 'gus@apple.test');
    const binding = [...reader.jar].map(([name, cookie]) => `${name}=${cookie.value}`);
    const get = await auth.formPost.get(`${applePath}?${fields.toString()}`, { cookies: binding });
    expect(get.statusCode).toBe(405);
    expect(get.headers?.allow).toBe('POST');
    expect(get.body).toContain('This page only receives Apple&#39;s answer');
    expect(await auth.repository.findUserByEmail('gus@apple.test')).toBeUndefined();
    // The attempt is still there for the real answer.
    expect((await reader.deliver(fields)).headers?.location).toBe('/get-started/topics');
    expect(await auth.repository.findUserByEmail('gus@apple.test')).toBeDefined();
  });

  test('the GET callback of the other providers does not take an Apple attempt', async () => {
    const reader = browser();
    const fields = await reader.atProvider(await reader.start('register'), 'hal@apple.test');
    // Even with the binding cookie sent along (its path keeps a browser from doing so).
    const binding = [...reader.jar].map(([name, cookie]) => `${name}=${cookie.value}`);
    const answer = await auth.get(`/m/callback/authenticate?${fields.toString()}`, { cookies: binding });
    expect(answer.statusCode).toBe(400);
    expect(await auth.repository.findUserByEmail('hal@apple.test')).toBeUndefined();
  });

  test('only a small url-encoded form is read; other methods and paths are refused', async () => {
    const fields = new URLSearchParams({ state: 'A'.repeat(43), code: 'c' });
    const post = (body: string, options: Parameters<typeof auth.formPost.post>[2] = {}) =>
      auth.formPost.post(applePath, body, options);
    const json = await post(JSON.stringify(Object.fromEntries(fields)), { contentType: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(
      (await post(fields.toString(), { contentType: 'multipart/form-data; boundary=x' })).statusCode,
    ).toBe(415);
    expect((await post(`${fields.toString()}&pad=${'x'.repeat(9000)}`)).statusCode).toBe(413);
    expect((await post(`${fields.toString()}&code=d`)).statusCode).toBe(400);
    expect((await auth.formPost.get(applePath, { method: 'PUT' })).statusCode).toBe(405);
    expect((await auth.formPost.post('/m/callback/authenticate', fields.toString())).statusCode).toBe(404);
    expect((await auth.formPost.post('/graphql', fields.toString())).statusCode).toBe(404);
    // A base64 body (as Lambda may pass a form) reads the same: the first post answers the page.
    expect((await post(fields.toString(), { base64: true })).statusCode).toBe(200);
  });
});
