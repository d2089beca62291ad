import { sessionTtlSeconds } from '#functions/auth/authorizer.ts';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { sha256Hex } from '#functions/auth/core/tokens.ts';
import { startAuth, type AuthHarness } from '#fixtures/auth.ts';
import { asReader, callAs, signedInReader, signInByLink, type Reader } from '#fixtures/auth-security.ts';

/**
 * Security settings against DynamoDB Local: User.sessions and revokeSession, integration tokens
 * (create, list, revoke) and what the authorizer makes of them, with every refusal.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const notFoundSession = {
  __typename: 'NotFound',
  message: 'That session does not exist, or it has already ended.',
};
const notFoundToken = {
  __typename: 'NotFound',
  message: 'That token does not exist, or it has already been revoked.',
};
const tokenCallerRefused = {
  __typename: 'Unauthorized',
  message: 'Integration tokens cannot change security settings. Sign in on the website to do that.',
};
const visitorRefused = { __typename: 'Unauthorized', message: 'You need to be signed in to do that.' };

const sessionsOf = (reader: Reader, userId = reader.user.id) =>
  callAs(auth, reader.credential, 'User.sessions', { source: { id: userId } }) as unknown as Promise<Array<
    Record<string, unknown>
  > | null>;

async function createToken(reader: Reader, description = 'Deploy script') {
  const answer = await asReader(auth, reader, 'Mutation.createIntegrationToken', { description });
  return answer as { __typename: string; token: string; integrationToken: { id: string } };
}

describe('sessions', () => {
  test('User.sessions lists the viewer’s live sessions, newest first, marking the one asking', async () => {
    const reader = await signedInReader(auth);
    auth.advanceMinutes(1);
    const second = await signInByLink(auth, reader.email);
    const listed = await sessionsOf({ ...reader, credential: second.credential });
    const stored = await auth.repository.listSessionsByUser(reader.user.id);
    expect(listed).toEqual(
      stored.map((session, index) => ({
        __typename: 'Session',
        id: session.idHash,
        method: 'email',
        userAgent: 'TestBrowser/1.0',
        createdAt: Math.floor(session.createdAt / 1000),
        lastSeenAt: Math.floor(session.lastSeenAt / 1000),
        isCurrent: index === 0,
      })),
    );
    expect(listed?.[0]?.createdAt).toBeGreaterThan(Number(listed?.[1]?.createdAt));
  });

  test('an expired session is not listed, even before TTL removes it', async () => {
    const reader = await signedInReader(auth);
    auth.advanceMinutes(60 * 24 * 30);
    const later = await signInByLink(auth, reader.email);
    auth.advanceMinutes(60 * 24 * 30 + 1);
    const listed = await sessionsOf({ ...reader, credential: later.credential });
    expect(listed?.map((session) => session.id)).toEqual([sha256Hex(later.sid.split('.')[0] ?? '')]);
    expect(await auth.repository.listSessionsByUser(reader.user.id)).toHaveLength(2);
  });

  test('another reader’s sessions, or a visitor’s question, are null', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    expect(await sessionsOf(reader, other.user.id)).toBeNull();
    expect(await callAs(auth, 'anonymous', 'User.sessions', { source: { id: reader.user.id } })).toBeNull();
  });

  test('revokeSession ends one of the viewer’s sessions and answers the viewer', async () => {
    const reader = await signedInReader(auth);
    const other = await signInByLink(auth, reader.email);
    const otherId = sha256Hex(other.sid.split('.')[0] ?? '');
    const answer = await asReader(auth, reader, 'Mutation.revokeSession', { id: otherId });
    expect(answer).toMatchObject({ __typename: 'User', id: reader.user.id, hasPassword: false });
    expect((await auth.authorize(other.credential)).resolverContext?.viewerId).toBe('');
    expect(await sessionsOf(reader)).toHaveLength(1);
    expect(await asReader(auth, reader, 'Mutation.revokeSession', { id: otherId })).toEqual(notFoundSession);
  });

  test('another reader’s session is NotFound, and survives', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    const otherId = sha256Hex(other.sid.split('.')[0] ?? '');
    expect(await asReader(auth, reader, 'Mutation.revokeSession', { id: otherId })).toEqual(notFoundSession);
    expect((await auth.authorize(other.credential)).resolverContext?.viewerId).toBe(other.user.id);
  });

  test('a malformed id is a BadRequest; a visitor is Unauthorized; without the xsrf header it is Forbidden', async () => {
    const reader = await signedInReader(auth);
    expect(await asReader(auth, reader, 'Mutation.revokeSession', { id: 'nope' })).toEqual({
      __typename: 'BadRequest',
      message: 'That is not the id of a session or token.',
    });
    expect(
      await callAs(auth, 'anonymous', 'Mutation.revokeSession', { arguments: { id: 'a'.repeat(64) } }),
    ).toEqual(visitorRefused);
    await expect(
      callAs(auth, reader.credential, 'Mutation.revokeSession', { arguments: { id: 'a'.repeat(64) } }),
    ).rejects.toMatchObject({ name: 'Forbidden' });
  });
});

describe('integration tokens', () => {
  test('created once with its token, listed without it, kept only as a hash', async () => {
    const reader = await signedInReader(auth);
    const created = await createToken(reader, '  Deploy script  ');
    expect(created).toEqual({
      __typename: 'CreatedIntegrationToken',
      token: expect.stringMatching(/^folio_[\w-]{43}$/),
      integrationToken: {
        __typename: 'IntegrationToken',
        id: sha256Hex(created.token),
        description: 'Deploy script',
        createdAt: Math.floor(auth.clock.now / 1000),
        lastUsedAt: null,
      },
    });
    auth.advanceMinutes(1);
    const newer = await createToken(reader, 'Backup');
    const listed = await callAs(auth, reader.credential, 'User.integrationTokens', {
      source: { id: reader.user.id },
    });
    expect(listed).toEqual([newer.integrationToken, created.integrationToken]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const { Items = [] } = await auth.table.client.send(new ScanCommand({ TableName: auth.table.table }));
    expect(JSON.stringify(Items)).not.toContain(created.token.slice(6));
    const other = await signedInReader(auth);
    expect(
      await callAs(auth, other.credential, 'User.integrationTokens', { source: { id: reader.user.id } }),
    ).toBeNull();
  });

  test('a visitor can neither create nor list tokens', async () => {
    const reader = await signedInReader(auth);
    expect(
      await callAs(auth, 'anonymous', 'Mutation.createIntegrationToken', {
        arguments: { description: 'CI' },
      }),
    ).toEqual(visitorRefused);
    expect(
      await callAs(auth, 'anonymous', 'User.integrationTokens', { source: { id: reader.user.id } }),
    ).toBeNull();
  });

  test.each([
    ['', 'Please say what the token is for.'],
    ['x'.repeat(101), 'A description can be at most 100 characters long.'],
  ])('the description %p is a BadRequest', async (description, message) => {
    const reader = await signedInReader(auth);
    expect(await createToken(reader, description)).toEqual({ __typename: 'BadRequest', message });
  });

  test('ten tokens an hour, twenty in all', async () => {
    const reader = await signedInReader(auth);
    for (let token = 0; token < 10; token += 1)
      expect((await createToken(reader)).__typename).toBe('CreatedIntegrationToken');
    expect(await createToken(reader)).toEqual({
      __typename: 'RateLimited',
      message: 'Too many requests. Please try again later.',
    });
    auth.advanceMinutes(60);
    for (let token = 0; token < 10; token += 1)
      expect((await createToken(reader)).__typename).toBe('CreatedIntegrationToken');
    auth.advanceMinutes(60);
    expect(await createToken(reader)).toEqual({
      __typename: 'BadRequest',
      message: 'You can have at most 20 integration tokens. Revoke one you no longer use first.',
    });
  });

  test('the authorizer turns a token into its owner, without xsrf or session, and notes its use hourly', async () => {
    const reader = await signedInReader(auth);
    const { token, integrationToken } = await createToken(reader);
    expect(await auth.authorize(`integration:${token}`)).toEqual({
      isAuthorized: true,
      resolverContext: {
        viewerId: reader.user.id,
        tier: 'FREE',
        isStaff: 'false',
        canViewSuspendedContent: 'false',
        xsrf: '',
        sessionHash: '',
        integrationCaller: 'true',
      },
      ttlOverride: sessionTtlSeconds,
    });
    const lastUsed = async () =>
      (await auth.table.data.entities.integrationToken.get({ tokenHash: integrationToken.id }).go()).data
        ?.lastUsedAt;
    const firstUse = auth.clock.now;
    expect(await lastUsed()).toBe(firstUse);
    auth.advanceMinutes(59);
    await auth.authorize(`integration:${token}`);
    expect(await lastUsed()).toBe(firstUse);
    auth.advanceMinutes(1);
    await auth.authorize(`integration:${token}`);
    expect(await lastUsed()).toBe(auth.clock.now);
  });

  test('an unknown token, or one whose owner is gone, is refused outright', async () => {
    expect(await auth.authorize(`integration:folio_${'x'.repeat(43)}`)).toEqual({ isAuthorized: false });
    const reader = await signedInReader(auth);
    const { token } = await createToken(reader);
    await auth.table.data.entities.user.delete({ id: reader.user.id }).go();
    expect(await auth.authorize(`integration:${token}`)).toEqual({ isAuthorized: false });
  });

  test('a token caller’s mutations need no xsrf, but the security settings refuse it', async () => {
    const reader = await signedInReader(auth);
    const { token, integrationToken } = await createToken(reader);
    const asScript = (field: string, args: Record<string, unknown> = {}) =>
      callAs(auth, `integration:${token}`, field, { arguments: args });
    // Past the xsrf check: the service answers.
    expect(await asScript('Mutation.sendVerificationEmail')).toEqual({
      __typename: 'BadRequest',
      message: 'There is no new email address to verify.',
    });
    for (const [field, args] of [
      ['Mutation.setPassword', { newPassword: 'a long password' }],
      ['Mutation.requestEmailChange', { email: 'new@example.com' }],
      ['Mutation.revokeSession', { id: 'a'.repeat(64) }],
      ['Mutation.createIntegrationToken', { description: 'Another' }],
      ['Mutation.revokeIntegrationToken', { id: integrationToken.id }],
    ] as const) {
      expect([field, await asScript(field, args)]).toEqual([field, tokenCallerRefused]);
    }
    const sessions = await callAs(auth, `integration:${token}`, 'User.sessions', {
      source: { id: reader.user.id },
    });
    expect(sessions).toEqual([expect.objectContaining({ isCurrent: false })]);
  });

  test('revokeIntegrationToken: the viewer’s own only; the token stops working at once', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    const { token, integrationToken } = await createToken(reader);
    expect(
      await asReader(auth, other, 'Mutation.revokeIntegrationToken', { id: integrationToken.id }),
    ).toEqual(notFoundToken);
    expect((await auth.authorize(`integration:${token}`)).isAuthorized).toBe(true);
    expect(
      await asReader(auth, reader, 'Mutation.revokeIntegrationToken', { id: integrationToken.id }),
    ).toMatchObject({
      __typename: 'User',
      id: reader.user.id,
    });
    expect(await auth.authorize(`integration:${token}`)).toEqual({ isAuthorized: false });
    expect(
      await asReader(auth, reader, 'Mutation.revokeIntegrationToken', { id: integrationToken.id }),
    ).toEqual(notFoundToken);
    expect(
      await callAs(auth, 'anonymous', 'Mutation.revokeIntegrationToken', {
        arguments: { id: integrationToken.id },
      }),
    ).toEqual(visitorRefused);
    expect(await asReader(auth, reader, 'Mutation.revokeIntegrationToken', { id: 'folio_token' })).toEqual({
      __typename: 'BadRequest',
      message: 'That is not the id of a session or token.',
    });
  });
});
