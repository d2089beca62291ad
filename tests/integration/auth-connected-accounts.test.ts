import { createIdentityRepository } from '#functions/auth/core/identity/identity-repository.ts';
import { startAuth, type AuthHarness } from '#fixtures/auth.ts';
import { asReader, callAs, signedInReader, type Reader } from '#fixtures/auth-security.ts';

/**
 * Security settings' connected accounts against DynamoDB Local: User.connectedAccounts (from the
 * identity links) and disconnectAccount, with every refusal. Signing up with X (an account without
 * e-mail, whose only way in X is): tests/integration/oidc-sign-in.test.ts.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const oidc = () => createIdentityRepository(auth.table.data);
const link = (reader: Reader, provider: string, subject: string) =>
  oidc().linkIdentity({ provider, subject, userId: reader.user.id, createdAt: auth.clock.now });
const connectedAccountsOf = (reader: Reader, userId = reader.user.id) =>
  callAs(auth, reader.credential, 'User.connectedAccounts', { source: { id: userId } });

describe('User.connectedAccounts', () => {
  test('lists one row per linked provider, oldest first, in AWSTimestamp seconds', async () => {
    const reader = await signedInReader(auth);
    expect(await connectedAccountsOf(reader)).toEqual([]);
    const since = Math.floor(auth.clock.now / 1000);
    await link(reader, 'google', 'g-1');
    auth.advanceMinutes(1);
    await link(reader, 'twitter', 'x-1');
    await link(reader, 'google', 'g-2'); // a second Google account: still one row, the first date
    expect(await connectedAccountsOf(reader)).toEqual([
      { __typename: 'ConnectedAccount', provider: 'google', connectedAt: since },
      { __typename: 'ConnectedAccount', provider: 'twitter', connectedAt: since + 60 },
    ]);
  });

  test('is null for another reader and for a visitor', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    await link(other, 'google', 'g-other');
    expect(await connectedAccountsOf(reader, other.user.id)).toBeNull();
    expect(
      await callAs(auth, 'anonymous', 'User.connectedAccounts', { source: { id: other.user.id } }),
    ).toBeNull();
  });
});

describe('disconnectAccount', () => {
  test('unlinks every account of the provider and answers the viewer', async () => {
    const reader = await signedInReader(auth);
    await link(reader, 'google', 'g-a');
    await link(reader, 'google', 'g-b');
    await link(reader, 'facebook', 'f-a');
    const answer = await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'google' });
    expect(answer).toMatchObject({ __typename: 'User', id: reader.user.id });
    expect((await oidc().listIdentitiesByUser(reader.user.id)).map((item) => item.provider)).toEqual([
      'facebook',
    ]);
    expect(await oidc().findIdentity('google', 'g-a')).toBeUndefined();
  });

  test('NotFound when the provider is not linked (another reader’s link is left alone)', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    await link(other, 'apple', 'a-other');
    expect(await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'apple' })).toEqual({
      __typename: 'NotFound',
      message: 'Your account is not connected to Apple.',
    });
    expect(await oidc().findIdentity('apple', 'a-other')).toMatchObject({ userId: other.user.id });
  });

  test('an unknown provider is a BadRequest', async () => {
    const reader = await signedInReader(auth);
    expect(await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'myspace' })).toEqual({
      __typename: 'BadRequest',
      message: 'That is not a sign-in provider.',
    });
  });

  test('refuses to leave a reader without e-mail, password or another provider locked out', async () => {
    const reader = await signedInReader(auth);
    await link(reader, 'twitter', 'x-only');
    // The account as X made it: no address (sessions stay; the user item loses its e-mail).
    await auth.table.data.entities.user.patch({ id: reader.user.id }).remove(['email']).go();
    expect(await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'twitter' })).toEqual({
      __typename: 'BadRequest',
      message:
        'X is the only way you can sign in. Add an email address or set a password first, then disconnect X.',
    });
    await link(reader, 'google', 'g-second');
    expect(await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'twitter' })).toMatchObject(
      { __typename: 'User' },
    );
    await auth.table.data.entities.user.patch({ id: reader.user.id }).set({ hasPassword: true }).go();
    expect(await asReader(auth, reader, 'Mutation.disconnectAccount', { provider: 'google' })).toMatchObject({
      __typename: 'User',
    });
    expect(await oidc().listIdentitiesByUser(reader.user.id)).toEqual([]);
  });

  test('visitors and integration-token callers are Unauthorized', async () => {
    const reader = await signedInReader(auth);
    await link(reader, 'google', 'g-token');
    const created = (await asReader(auth, reader, 'Mutation.createIntegrationToken', {
      description: 'Script',
    })) as { token: string };
    expect(
      await callAs(auth, `integration:${created.token}`, 'Mutation.disconnectAccount', {
        arguments: { provider: 'google' },
      }),
    ).toEqual({
      __typename: 'Unauthorized',
      message: 'Integration tokens cannot change security settings. Sign in on the website to do that.',
    });
    expect(
      await callAs(auth, 'anonymous', 'Mutation.disconnectAccount', { arguments: { provider: 'google' } }),
    ).toEqual({ __typename: 'Unauthorized', message: 'You need to be signed in to do that.' });
    expect(await oidc().findIdentity('google', 'g-token')).toMatchObject({ userId: reader.user.id });
  });
});
