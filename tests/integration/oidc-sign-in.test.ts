import { generateKeyPairSync } from 'node:crypto';
import { standardProviderProfile } from '#functions/auth/core/identity/providers.ts';
import { createIdentityRepository } from '#functions/auth/core/identity/identity-repository.ts';
import type { OidcSettings } from '#functions/auth/oidc/settings.ts';
import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { authOrigin, cookiesSet, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';
import { callAs } from '#fixtures/auth-security.ts';
import { makeCollection } from '#fixtures/factories.ts';
import { startOidcProvider, type OidcProviderFixture } from '#fixtures/oidc-provider.ts';

/**
 * Social sign-in end to end against a real OpenID Provider (oidc-provider in a child process) and
 * DynamoDB Local: start path → provider login → callback → session → authorizer. "google" is an OpenID
 * provider (RS256 ID tokens), "facebook" is read through the userinfo endpoint; "apple" answers by
 * form_post (tests/integration/oidc-form-post.test.ts).
 */
const callbackUri = `${authOrigin}/m/callback/authenticate`;
let provider: OidcProviderFixture;
let auth: AuthHarness;

const secretOf = (id: string) => async () => `${id}-secret`;
function settingsFor(issuer: string, fetcher?: typeof fetch): OidcSettings {
  return {
    clients: {
      google: { clientId: 'folio-google', clientSecret: secretOf('folio-google') },
      facebook: { clientId: 'folio-facebook', clientSecret: secretOf('folio-facebook') },
      twitter: { clientId: 'folio-twitter', clientSecret: secretOf('folio-twitter') },
    },
    profiles: {
      google: standardProviderProfile('google', issuer),
      facebook: standardProviderProfile('facebook', issuer, {
        flavour: 'userinfo',
        tokenAuth: 'client_secret_post',
      }),
      // Like X: userinfo only, and no address in it.
      twitter: standardProviderProfile('twitter', issuer, {
        flavour: 'userinfo',
        scopes: ['openid', 'profile'],
        claims: { subject: 'sub', name: 'name', username: 'preferred_username' },
      }),
    },
    ...(fetcher ? { fetch: fetcher } : {}),
  };
}

beforeAll(async () => {
  provider = await startOidcProvider(callbackUri);
  auth = await startAuth({ oidc: settingsFor(provider.issuer) });
});
afterAll(async () => {
  await provider?.stop();
  auth?.table.close();
});
// The provider signs with the real clock: ours must agree (the tests that need time to pass move it).
beforeEach(() => {
  auth.clock.now = Date.now();
});

const stateOf = (provider: string, target: string, operation: string, viewerId?: string) =>
  encodeURIComponent(
    [provider, encodeURIComponent(target), operation, ...(viewerId ? [viewerId] : [])].join('|'),
  );

/** A browser: its Folio cookies ('name=value') and its cookie jar at the provider. */
function browser(harness: AuthHarness = auth) {
  const cookies = new Map<string, string>();
  const atProvider = provider.browser();
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`);
  const keep = (answer: { cookies?: string[] }) => {
    for (const [name, value] of Object.entries(cookiesSet(answer))) {
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
  };
  return {
    cookies,
    async get(pathAndQuery: string) {
      const answer = await harness.get(pathAndQuery, { cookies: jar() });
      keep(answer);
      return answer;
    },
    /** Start path → the provider's authorization URL (the answer must be a 302 there). */
    async start(path: string, state: string) {
      const answer = await this.get(`${path}?state=${state}`);
      expect(answer.statusCode).toBe(302);
      return String(answer.headers?.location);
    },
    /** Signs in at the provider and answers our callback's path and query. */
    async atProvider(authorizationUrl: string, login: string, options: { deny?: boolean } = {}) {
      const back = new URL(await atProvider.authorize(authorizationUrl, login, options));
      return `${back.pathname}${back.search}`;
    },
    async signIn(path: string, state: string, login: string) {
      return this.get(await this.atProvider(await this.start(path, state), login));
    },
  };
}

const oidcRepository = () => createIdentityRepository(auth.table.data);

const viewerOf = async (reader: ReturnType<typeof browser>, harness = auth) =>
  (await harness.authorize(`session:${reader.cookies.get('folio_sid') ?? ''}`)).resolverContext?.viewerId;

describe('signing up and in with an OpenID provider', () => {
  test('register → provider login → callback opens a session the authorizer resolves', async () => {
    const reader = browser();
    const answer = await reader.signIn(
      '/m/connect/google',
      stateOf('google', '/@someone/a-story', 'register'),
      'ada@oidc.test',
    );
    expect(answer.statusCode).toBe(302);
    // A new account picks topics first, then goes on (decision 274).
    expect(answer.headers?.location).toBe('/get-started/topics?redirect=%2F%40someone%2Fa-story');
    const viewerId = await viewerOf(reader);
    const user = await auth.repository.findUserById(String(viewerId));
    expect(user).toMatchObject({ email: 'ada@oidc.test', name: 'Ada' });
    expect((await auth.repository.listSessionsByUser(String(viewerId)))[0]?.method).toBe('google');
    // The binding cookie is spent with the attempt.
    expect([...reader.cookies.keys()].filter((name) => name.startsWith('folio_oidc_'))).toEqual([]);
  });

  test('a second sign-in finds the link, even from another browser and as "login"', async () => {
    const first = browser();
    await first.signIn('/m/connect/google', stateOf('google', '/', 'register'), 'grace@oidc.test');
    const again = browser();
    const answer = await again.signIn(
      '/m/connect/google',
      stateOf('google', '/', 'login'),
      'grace@oidc.test',
    );
    expect(answer.headers?.location).toBe('/');
    expect(await viewerOf(again)).toBe(await viewerOf(first));
  });

  // Apple (ES256 ID tokens, answered by form_post): tests/integration/oidc-form-post.test.ts.
  test('userinfo providers (facebook) sign in too', async () => {
    const facebook = browser();
    await facebook.signIn('/m/connect/facebook', stateOf('facebook', '/', 'register'), 'mark@oidc.test');
    const viewerId = String(await viewerOf(facebook));
    expect((await auth.repository.findUserById(viewerId))?.email).toBe('mark@oidc.test');
    expect((await auth.repository.listSessionsByUser(viewerId))[0]?.method).toBe('facebook');
  });

  test("a sign-in for a publication's custom domain hands the session off there", async () => {
    await makeCollection(auth.table.data, { domain: 'ux.example' });
    const reader = browser();
    const state = stateOf('google', 'https://ux.example/a-story', 'register');
    const answer = await reader.signIn('/m/connect/google', state, 'lin@oidc.test');
    const handoff = new URL(String(answer.headers?.location));
    expect(`${handoff.origin}${handoff.pathname}`).toBe('https://ux.example/m/callback/session');
    const landed = await auth.get(`${handoff.pathname}${handoff.search}`, { forwardedHost: 'ux.example' });
    expect(landed.headers?.location).toBe('/a-story');
    const there = await auth.authorize(`session:${cookiesSet(landed).folio_sid ?? ''}`);
    expect(there.resolverContext?.viewerId).toBe(await viewerOf(reader));
  });

  test('signing in with an unknown provider account leads to /unrecognized-account', async () => {
    const answer = await browser().signIn(
      '/m/connect/google',
      stateOf('google', '/', 'login'),
      'nobody@oidc.test',
    );
    expect(answer.headers?.location).toBe('/unrecognized-account');
    expect(await auth.repository.findUserByEmail('nobody@oidc.test')).toBeUndefined();
  });

  test('an address the provider did not verify neither matches nor registers', async () => {
    const answer = await browser().signIn(
      '/m/connect/google',
      stateOf('google', '/', 'register'),
      'unverified.carol@oidc.test',
    );
    expect(answer.statusCode).toBe(403);
    expect(await auth.repository.findUserByEmail('carol@oidc.test')).toBeUndefined();
  });

  test('declining at the provider goes back to the sign-in options', async () => {
    const reader = browser();
    const authorization = await reader.start('/m/connect/google', stateOf('google', '/x', 'register'));
    const answer = await reader.get(await reader.atProvider(authorization, 'dan@oidc.test', { deny: true }));
    expect(answer.headers?.location).toBe(
      '/m/signin?operation=register&source=social_login_cancelled&redirect=%2Fx',
    );
  });
});

describe('a provider that gives no e-mail address (X)', () => {
  const xStart = '/m/account/authenticate-twitter';

  test('sign-up makes an account without e-mail, named after the profile, linked and signed in', async () => {
    const reader = browser();
    const answer = await reader.signIn(xStart, stateOf('twitter', '/welcome', 'register'), 'xavier');
    expect(answer.headers?.location).toBe('/get-started/topics?redirect=%2Fwelcome');
    const viewerId = String(await viewerOf(reader));
    const user = await auth.repository.findUserById(viewerId);
    expect(user).toMatchObject({ name: 'Xavier', username: 'xavier' });
    expect(user?.email).toBeUndefined();
    expect(await oidcRepository().listIdentitiesByUser(viewerId)).toEqual([
      expect.objectContaining({ provider: 'twitter', subject: 'xavier' }),
    ]);
    expect((await auth.repository.listSessionsByUser(viewerId))[0]?.method).toBe('twitter');

    // Later, from another browser, "login" finds the link, and takes the handle X gives now.
    await oidcRepository().updateHandle('twitter', 'xavier', 'xavier_before');
    const again = browser();
    await again.signIn(xStart, stateOf('twitter', '/', 'login'), 'xavier');
    expect(await viewerOf(again)).toBe(viewerId);
    expect(await oidcRepository().findIdentity('twitter', 'xavier')).toMatchObject({ handle: 'xavier' });

    // X is that account's only way in: Security settings refuse to disconnect it.
    const sid = reader.cookies.get('folio_sid') ?? '';
    const refused = await callAs(auth, `session:${sid}`, 'Mutation.disconnectAccount', {
      arguments: { provider: 'twitter' },
      xsrf: reader.cookies.get('folio_xsrf') ?? '',
    });
    expect(refused).toMatchObject({ __typename: 'BadRequest' });
    expect(
      await callAs(auth, `session:${sid}`, 'User.connectedAccounts', { source: { id: viewerId } }),
    ).toEqual([expect.objectContaining({ provider: 'twitter' })]);
    // Spec 2 §3 Viewer.twitterScreenName: the viewer's own, nobody else's.
    const screenName = (source: { id: string }) =>
      callAs(auth, `session:${sid}`, 'User.twitterScreenName', { source });
    expect(await screenName({ id: viewerId })).toBe('xavier');
    expect(await screenName({ id: 'd1d1d1d1d1d1' })).toBeNull();
  });

  test('signing in (not up) with an unknown X account still leads to /unrecognized-account', async () => {
    const answer = await browser().signIn(xStart, stateOf('twitter', '/', 'login'), 'yolanda');
    expect(answer.headers?.location).toBe('/unrecognized-account');
    expect(await oidcRepository().findIdentity('twitter', 'yolanda')).toBeUndefined();
  });

  test('a handle someone already uses as username gets another one', async () => {
    await auth.repository.createUser({
      id: 'd0d0d0d0d0d0',
      name: 'Zed',
      email: 'zed@oidc.test',
      usernameCandidates: ['zed'],
      createdAt: auth.clock.now,
    });
    const reader = browser();
    await reader.signIn(xStart, stateOf('twitter', '/', 'register'), 'zed');
    const user = await auth.repository.findUserById(String(await viewerOf(reader)));
    expect(user?.id).not.toBe('d0d0d0d0d0d0');
    expect(user?.username).toMatch(/^zed\d+$/);
    expect(user?.email).toBeUndefined();
  });
});

describe('an address that already has an account', () => {
  test('is not linked silently: a suggestion, then e-mail sign-in, then connect links the provider', async () => {
    const { user } = await auth.repository.createUser({
      id: 'b0b0b0b0b0b0',
      name: 'Bob',
      email: 'bob@oidc.test',
      usernameCandidates: ['bob'],
      createdAt: auth.clock.now,
    });
    const reader = browser();
    const suggestion = await reader.signIn(
      '/m/connect/google',
      stateOf('google', '/', 'login'),
      'bob@oidc.test',
    );
    expect(suggestion.headers?.location).toBe(
      '/m/signin?operation=login&source=social_suggestion&suggestion=b0b0b0b0b0b0&redactedEmail=b***%40o***.test',
    );
    expect(reader.cookies.has('folio_sid')).toBe(false);

    await auth.sendAcctAuthEmail({ email: 'bob@oidc.test', operation: 'login', type: 'link' });
    await reader.get(linkIn(auth, 'bob@oidc.test'));
    expect(await viewerOf(reader)).toBe(user.id);
    const connected = await reader.signIn(
      '/m/connect/google',
      stateOf('google', '/me/settings', 'connect', user.id),
      'bob@oidc.test',
    );
    expect(connected.headers?.location).toBe('/me/settings');

    expect(await oidcRepository().listIdentitiesByUser(user.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'bob@oidc.test', email: 'bob@oidc.test' }),
    ]);

    const later = browser();
    await later.signIn('/m/connect/google', stateOf('google', '/', 'login'), 'bob@oidc.test');
    expect(await viewerOf(later)).toBe(user.id);
  });

  test('a provider account connects to one Folio account only', async () => {
    await browser().signIn('/m/connect/google', stateOf('google', '/', 'register'), 'first@oidc.test');
    const { user } = await auth.repository.createUser({
      id: 'c0c0c0c0c0c0',
      name: 'Second',
      email: 'second@oidc.test',
      usernameCandidates: ['second'],
      createdAt: auth.clock.now,
    });
    const reader = browser();
    await auth.sendAcctAuthEmail({ email: 'second@oidc.test', operation: 'login', type: 'link' });
    await reader.get(linkIn(auth, 'second@oidc.test'));
    const state = stateOf('google', '/', 'connect', user.id);
    const answer = await reader.signIn('/m/connect/google', state, 'first@oidc.test');
    expect(answer.statusCode).toBe(409);
    expect(await oidcRepository().listIdentitiesByUser(user.id)).toEqual([]);
  });

  test('connect is refused without the session of the viewer it names', async () => {
    const answer = await browser().get(
      `/m/connect/google?state=${stateOf('google', '/', 'connect', 'b0b0b0b0b0b0')}`,
    );
    expect(answer.statusCode).toBe(403);
  });
});

describe('what is refused', () => {
  test('a provider without configuration says it is not available', async () => {
    const answer = await browser().get(`/m/start-auth/apple?state=${stateOf('apple', '/', 'login')}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Sign-in with Apple is not available');
  });

  test('a state naming another provider, or a damaged one, does not start', async () => {
    expect(
      (await browser().get(`/m/connect/google?state=${stateOf('facebook', '/', 'login')}`)).statusCode,
    ).toBe(400);
    expect((await browser().get('/m/connect/google?state=google%7C%252F%7Cadmin')).statusCode).toBe(400);
  });

  test('a tampered state, a foreign browser and a replayed callback are refused', async () => {
    const reader = browser();
    const callback = await reader.atProvider(
      await reader.start('/m/connect/google', stateOf('google', '/', 'register')),
      'eve@oidc.test',
    );
    const tampered = callback.replace(/state=([^&]+)/, `state=${'A'.repeat(43)}`);
    expect((await reader.get(tampered)).statusCode).toBe(400);
    expect((await auth.get(callback)).statusCode).toBe(400); // no binding cookie: another browser
    // That spent the attempt: the right browser cannot use it any more either.
    const replay = await reader.get(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('already used');
    expect(await auth.repository.findUserByEmail('eve@oidc.test')).toBeUndefined();
  });

  test('an attempt older than 10 minutes has expired', async () => {
    const reader = browser();
    const callback = await reader.atProvider(
      await reader.start('/m/connect/google', stateOf('google', '/', 'register')),
      'late@oidc.test',
    );
    auth.advanceMinutes(11);
    const answer = await reader.get(callback);
    expect(answer.body).toContain('This sign-in took too long');
  });

  test('an ID token carrying another nonce is refused', async () => {
    const reader = browser();
    const authorization = await reader.start('/m/connect/google', stateOf('google', '/', 'register'));
    const stateHash = sha256Hex(new URL(authorization).searchParams.get('state') ?? '');
    await auth.table.data.entities.oidcAttempt.patch({ stateHash }).set({ nonce: 'another-nonce' }).go();
    const answer = await reader.get(await reader.atProvider(authorization, 'nonce@oidc.test'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('We could not verify your Google sign-in');
    expect(reader.cookies.has('folio_sid')).toBe(false);
  });

  test('an ID token not signed by a key of the JWK Set is refused', async () => {
    // The provider's keys replaced by look-alikes (same key ids, other keys) on the way to Folio.
    const rogueKeys = [
      {
        ...generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' }),
        kid: 'rsa-1',
      },
      {
        ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }),
        kid: 'ec-1',
      },
    ];
    const rogueFetch: typeof fetch = async (input, init) =>
      String(input) === `${provider.issuer}/jwks` ? Response.json({ keys: rogueKeys }) : fetch(input, init);
    const rogue = await startAuth({ oidc: settingsFor(provider.issuer, rogueFetch) });
    try {
      rogue.clock.now = Date.now();
      const answer = await browser(rogue).signIn(
        '/m/connect/google',
        stateOf('google', '/', 'register'),
        'mallory@oidc.test',
      );
      expect(answer.statusCode).toBe(400);
      expect(await rogue.repository.findUserByEmail('mallory@oidc.test')).toBeUndefined();
    } finally {
      rogue.table.close();
    }
  });
});
