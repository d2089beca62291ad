import { createAuthRepository } from '#functions/auth/core/auth-repository.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** The auth domain's access patterns (docs/data-model.md) against DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let repository: ReturnType<typeof createAuthRepository>;
let requests: ReturnType<typeof countRequests>;

beforeAll(async () => {
  table = await createTestTable();
  repository = createAuthRepository(table.data);
  requests = countRequests(table.client);
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

const now = Date.UTC(2026, 2, 1, 12);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

describe('accounts', () => {
  test('createUser writes the user and both claims in one transaction; findUserByEmail reads claim then user', async () => {
    const account = {
      id: 'user-ada1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      usernameCandidates: ['adalovelace', 'adalovelace123'],
      createdAt: now,
    };
    const { user, created } = await repository.createUser(account);
    expect(created).toBe(true);
    expect(user).toMatchObject({
      id: 'user-ada1',
      username: 'adalovelace',
      email: 'ada@example.com',
      tier: 'FREE',
    });
    expect(requests.commands()[0]).toBe('TransactWriteItemsCommand');

    requests.reset();
    expect(await repository.findUserByEmail('ada@example.com')).toMatchObject({ id: 'user-ada1' });
    expect(requests.commands()).toEqual(['GetItemCommand', 'GetItemCommand']);
    expect(await repository.findUserByEmail('nobody@example.com')).toBeUndefined();
    expect(await repository.findUserById('user-ada1')).toMatchObject({ name: 'Ada Lovelace' });
  });

  test('a taken username moves on to the next candidate', async () => {
    const { user, created } = await repository.createUser({
      id: 'user-ada2',
      name: 'Ada Byron',
      email: 'ada.byron@example.com',
      usernameCandidates: ['adalovelace', 'adalovelace123'],
      createdAt: now,
    });
    expect(created).toBe(true);
    expect(user.username).toBe('adalovelace123');
    const { data: claim } = await table.data.entities.claim
      .get({ kind: 'username', value: 'adalovelace123' })
      .go();
    expect(claim?.ownerId).toBe('user-ada2');
  });

  test('a taken e-mail answers its account and writes nothing', async () => {
    const { user, created } = await repository.createUser({
      id: 'user-ada3',
      name: 'Someone Else',
      email: 'ada@example.com',
      usernameCandidates: ['someone'],
      createdAt: now,
    });
    expect({ id: user.id, created }).toEqual({ id: 'user-ada1', created: false });
    expect(await repository.findUserById('user-ada3')).toBeUndefined();
    expect(
      (await table.data.entities.claim.get({ kind: 'username', value: 'someone' }).go()).data,
    ).toBeNull();
  });

  test('running out of usernames is an error, not a silent overwrite', async () => {
    await expect(
      repository.createUser({
        id: 'user-ada4',
        name: 'Ada',
        email: 'ada4@example.com',
        usernameCandidates: ['adalovelace'],
        createdAt: now,
      }),
    ).rejects.toThrow('No free username');
  });
});

describe('rate limits', () => {
  test('hitRateLimit counts under the limit and refuses at it, per bucket, key and window', async () => {
    const hit = (key: string, windowStart = now) =>
      repository.hitRateLimit({ bucket: 'test', key, windowStart, limit: 3, expiresAt: inSeconds(now) + 60 });
    expect(await Promise.all([hit('a'), hit('a'), hit('a')])).toEqual([true, true, true]);
    expect(await hit('a')).toBe(false);
    expect(await hit('b')).toBe(true);
    expect(await hit('a', now + 60_000)).toBe(true);
    const { data } = await table.data.entities.rateLimit
      .get({ bucket: 'test', key: 'a', windowStart: now })
      .go();
    expect(data).toMatchObject({ count: 3, expiresAt: inSeconds(now) + 60 });
  });

  test('concurrent hits never overrun the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        repository.hitRateLimit({ bucket: 'race', key: 'k', windowStart: now, limit: 5, expiresAt: 1 }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});

describe('login codes', () => {
  const code = (codeHash: string) => ({
    email: 'code@example.com',
    codeHash,
    operation: 'login' as const,
    createdAt: now,
    expiresAt: inSeconds(now) + 900,
  });

  test('a new code replaces the old one with its failures', async () => {
    await repository.putLoginCode(code('hash-1'));
    expect(await repository.countLoginCodeFailure('code@example.com', 'hash-1', 5)).toBe(1);
    await repository.putLoginCode(code('hash-2'));
    expect(await repository.findLoginCode('code@example.com')).toMatchObject({
      codeHash: 'hash-2',
      failures: 0,
    });
  });

  test('failures count against the checked code only, up to the limit', async () => {
    await repository.putLoginCode(code('hash-3'));
    expect(await repository.countLoginCodeFailure('code@example.com', 'hash-old', 5)).toBeUndefined();
    for (const expected of [1, 2]) {
      expect(await repository.countLoginCodeFailure('code@example.com', 'hash-3', 2)).toBe(expected);
    }
    expect(await repository.countLoginCodeFailure('code@example.com', 'hash-3', 2)).toBeUndefined();
    expect(await repository.countLoginCodeFailure('gone@example.com', 'hash-3', 2)).toBeUndefined();
    expect(await repository.findLoginCode('gone@example.com')).toBeUndefined();
  });

  test('deleteLoginCode succeeds once, and only for the checked code', async () => {
    await repository.putLoginCode(code('hash-4'));
    expect(await repository.deleteLoginCode('code@example.com', 'hash-other')).toBe(false);
    expect(
      await Promise.all([1, 2].map(() => repository.deleteLoginCode('code@example.com', 'hash-4'))),
    ).toEqual(expect.arrayContaining([true, false]));
    expect(await repository.findLoginCode('code@example.com')).toBeUndefined();
  });

  test('spendLoginCode succeeds once, never for a killed, expired or replaced code', async () => {
    const spend = (hash: string, at = now) => repository.spendLoginCode('code@example.com', hash, 2, at);
    await repository.putLoginCode(code('hash-5'));
    expect(await spend('hash-other')).toBe(false);
    expect(await spend('hash-5', now + 900_000)).toBe(false);
    expect(await Promise.all([1, 2].map(() => spend('hash-5')))).toEqual(
      expect.arrayContaining([true, false]),
    );

    await repository.putLoginCode(code('hash-6'));
    await repository.countLoginCodeFailure('code@example.com', 'hash-6', 2);
    await repository.countLoginCodeFailure('code@example.com', 'hash-6', 2);
    expect(await spend('hash-6')).toBe(false);
    expect(await repository.findLoginCode('code@example.com')).toMatchObject({ codeHash: 'hash-6' });
  });
});

describe('grants', () => {
  const grant = (tokenHash: string, expiresAt: number) => ({
    tokenHash,
    kind: 'link' as const,
    email: 'grant@example.com',
    operation: 'register' as const,
    fullName: 'Grace Hopper',
    redirect: '/@grace',
    createdAt: now,
    expiresAt,
  });

  test('consumeGrant answers the grant once, then says it was used', async () => {
    await repository.putGrant(grant('grant-1', inSeconds(now) + 900));
    const consumed = await Promise.all([1, 2].map(() => repository.consumeGrant('grant-1', now + 1000)));
    expect(consumed).toEqual(
      expect.arrayContaining([
        {
          grant: expect.objectContaining({
            email: 'grant@example.com',
            fullName: 'Grace Hopper',
            usedAt: now + 1000,
          }),
        },
        { refused: 'used' },
      ]),
    );
  });

  test('consumeGrant refuses an expired or unknown grant, and never creates one', async () => {
    await repository.putGrant(grant('grant-2', inSeconds(now) + 900));
    expect(await repository.consumeGrant('grant-2', now + 900_000)).toEqual({ refused: 'expired' });
    expect(await repository.consumeGrant('grant-unknown', now)).toEqual({ refused: 'unknown' });
    expect((await table.data.entities.authGrant.get({ tokenHash: 'grant-unknown' }).go()).data).toBeNull();
  });
});

describe('sessions', () => {
  const session = (idHash: string, createdAt: number) => ({
    idHash,
    userId: 'user-sessions',
    xsrf: `xsrf-${idHash}`,
    createdAt,
    lastSeenAt: createdAt,
    method: 'email',
    expiresAt: inSeconds(createdAt) + 5_184_000,
  });

  test('put, find by id hash, list by user newest first, delete', async () => {
    await repository.putSession(session('s1', now));
    await repository.putSession(session('s2', now + 1000));
    expect(await repository.findSession('s1')).toMatchObject({ userId: 'user-sessions', xsrf: 'xsrf-s1' });
    expect((await repository.listSessionsByUser('user-sessions')).map((item) => item.idHash)).toEqual([
      's2',
      's1',
    ]);
    await repository.deleteSession('s1');
    expect(await repository.findSession('s1')).toBeUndefined();
    expect((await repository.listSessionsByUser('user-sessions')).map((item) => item.idHash)).toEqual(['s2']);
  });

  test('touchSession writes only when stale, and never revives a deleted session', async () => {
    await repository.putSession(session('s3', now));
    expect(await repository.touchSession('s3', now + 10, now)).toBe(false);
    expect(await repository.touchSession('s3', now + 3_600_001, now + 1)).toBe(true);
    expect((await repository.findSession('s3'))?.lastSeenAt).toBe(now + 3_600_001);
    await repository.deleteSession('s3');
    expect(await repository.touchSession('s3', now + 9_000_000, now + 8_000_000)).toBe(false);
    expect(await repository.findSession('s3')).toBeUndefined();
  });
});
