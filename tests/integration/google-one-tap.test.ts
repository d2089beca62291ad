import { createIdentityRepository } from '#functions/auth/core/identity/identity-repository.ts';
import { oneTapMessages } from '#functions/auth/one-tap/service.ts';
import { fakeGoogle } from '#functions/auth/one-tap/test-google.ts';
import { cookiesSet, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * Google one-tap end to end (spec 2 §2, §4) on DynamoDB Local: Mutation.googleOneTap through the auth
 * resolvers' handler, then the AccountToken through the auth HTTP handler's /m/callback/email, then the
 * authorizer. Google's servers cannot be reached from here: the ID tokens are signed by a key made in
 * the test, and the discovery document and JWK Set answer through the injected fetch.
 */
const google = fakeGoogle();
let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth({ googleOneTap: { clientId: google.clientId, fetch: google.fetch } });
});
afterAll(() => auth?.table.close());

let ip = 0;
/** Each test from its own network, so the per-IP limit counts one test at a time. */
const nextIp = () => `203.0.113.${++ip}`;
const credential = (claims: Record<string, unknown> = {}) => google.credential(claims, auth.clock.now);

/** The callback the web client sends the token to; answers the viewer the session cookie resolves to. */
async function signInWith(token: unknown, operation: 'login' | 'register', target = '/@someone/story-1') {
  const answer = await auth.get(
    `/m/callback/email?token=${String(token)}&operation=${operation}&state=${encodeURIComponent(target)}`,
  );
  expect([answer.statusCode, answer.headers?.location]).toEqual([302, target]);
  const cookie = cookiesSet(answer).folio_sid ?? '';
  return (await auth.authorize(`session:${cookie}`)).resolverContext?.viewerId;
}

describe('Google one-tap', () => {
  test('an unknown address gets the sign-up card; Sign up creates the account, links Google, signs in', async () => {
    const from = nextIp();
    const claims = { sub: 'g-ada', email: 'Ada@Gmail.com', name: 'Ada Lovelace' };
    const asked = await auth.googleOneTap({ credential: credential(claims), operation: 'login' }, from);
    expect(asked).toEqual({ __typename: 'EmailAvailable', email: 'ada@gmail.com', name: 'Ada Lovelace' });
    expect(await auth.repository.findUserByEmail('ada@gmail.com')).toBeUndefined();

    const sameCredential = credential(claims);
    const registered = await auth.googleOneTap({ credential: sameCredential, operation: 'register' }, from);
    expect(registered).toEqual({ __typename: 'AccountToken', value: expect.any(String) });
    const viewerId = await signInWith(registered.value, 'register');
    const user = await auth.repository.findUserById(String(viewerId));
    expect(user).toMatchObject({ email: 'ada@gmail.com', name: 'Ada Lovelace' });
    expect((await auth.repository.listSessionsByUser(String(viewerId)))[0]?.method).toBe('google');
    expect(await createIdentityRepository(auth.table.data).listIdentitiesByUser(String(viewerId))).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'g-ada', email: 'ada@gmail.com' }),
    ]);

    // A credential buys one account token: replaying it is refused.
    expect(await auth.googleOneTap({ credential: sameCredential, operation: 'register' }, from)).toEqual({
      __typename: 'BadRequest',
      message: oneTapMessages.used,
    });
  });

  test('a linked Google account signs in at once: the login redirect through the callback', async () => {
    const from = nextIp();
    const claims = { sub: 'g-grace', email: 'grace@gmail.com', name: 'Grace Hopper' };
    const first = await auth.googleOneTap({ credential: credential(claims), operation: 'register' }, from);
    const owner = await signInWith(first.value, 'register');

    const again = credential(claims);
    const answer = await auth.googleOneTap({ credential: again, operation: 'login' }, from);
    expect(answer).toEqual({ __typename: 'AccountToken', value: expect.any(String) });
    expect(await signInWith(answer.value, 'login', '/')).toBe(owner);
    expect(await auth.googleOneTap({ credential: again, operation: 'login' }, from)).toEqual({
      __typename: 'BadRequest',
      message: oneTapMessages.used,
    });
  });

  test('an address whose account is not linked to Google gets the social login suggestion, never a link', async () => {
    const { user } = await auth.repository.createUser({
      id: 'a1a1a1a1a1a1',
      name: 'Linus',
      email: 'linus@gmail.com',
      usernameCandidates: ['linus'],
      createdAt: auth.clock.now,
    });
    for (const operation of ['login', 'register'] as const) {
      const answer = await auth.googleOneTap(
        { credential: credential({ sub: 'g-linus', email: 'linus@gmail.com' }), operation },
        nextIp(),
      );
      expect(answer).toEqual({
        __typename: 'SocialLoginSuggestion',
        userId: user.id,
        redactedEmailAddress: 'l***@g***.com',
      });
    }
    expect(await createIdentityRepository(auth.table.data).listIdentitiesByUser(user.id)).toEqual([]);
  });

  test('refused credentials: another client, too old, unverified address; nothing is created', async () => {
    const from = nextIp();
    const ask = (claims: Record<string, unknown>, at = auth.clock.now) =>
      auth.googleOneTap({ credential: google.credential(claims, at), operation: 'register' }, from);
    expect(await ask({ sub: 'g-eve', email: 'eve@gmail.com', aud: 'another-site' })).toEqual({
      __typename: 'BadRequest',
      message: oneTapMessages.refused,
    });
    expect(await ask({ sub: 'g-eve', email: 'eve@gmail.com' }, auth.clock.now - 11 * 60_000)).toEqual({
      __typename: 'BadRequest',
      message: oneTapMessages.tooOld,
    });
    expect(await ask({ sub: 'g-eve', email: 'eve@gmail.com', email_verified: false })).toEqual({
      __typename: 'Forbidden',
      message: oneTapMessages.noVerifiedEmail,
    });
    expect(await auth.repository.findUserByEmail('eve@gmail.com')).toBeUndefined();
    expect(await auth.googleOneTap({ credential: 'not.a-jwt', operation: 'login' }, from)).toMatchObject({
      __typename: 'BadRequest',
    });
  });

  test('one network may ask 30 times in 15 minutes', async () => {
    const from = nextIp();
    const answers = [];
    for (let call = 0; call < 31; call += 1) {
      const claims = { sub: `g-${call}`, email: `reader${call}@gmail.com` };
      answers.push(await auth.googleOneTap({ credential: credential(claims), operation: 'login' }, from));
    }
    expect(answers.slice(0, 30).every((answer) => answer.__typename === 'EmailAvailable')).toBe(true);
    expect(answers[30]).toMatchObject({ __typename: 'RateLimited' });
  });
});

test('without a Google client, one-tap is not available', async () => {
  const bare = await startAuth();
  try {
    expect(await bare.googleOneTap({ credential: credential(), operation: 'login' })).toEqual({
      __typename: 'NotFound',
      message: oneTapMessages.unavailable,
    });
  } finally {
    bare.table.close();
  }
});

test('Google unreachable is ServiceUnavailable (an incident of ours), not a refusal', async () => {
  const down = async () => new Response('unavailable', { status: 503 });
  const cut = await startAuth({ googleOneTap: { clientId: google.clientId, fetch: down } });
  try {
    await expect(cut.googleOneTap({ credential: credential(), operation: 'login' })).rejects.toMatchObject({
      name: 'ServiceUnavailable',
      message: oneTapMessages.googleDown,
    });
  } finally {
    cut.table.close();
  }
});
