import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { startAuth, type AuthHarness } from '#fixtures/auth.ts';
import {
  asReader,
  freshIp,
  redeemAccountToken,
  signedInReader,
  signInByLink,
  signInWithPassword,
  type Reader,
} from '#fixtures/auth-security.ts';

/**
 * Passwords against DynamoDB Local: setting one, signing in with it through the callback, and every
 * refusal of both mutations (BadRequest, Unauthorized, InvalidPassword, the soft, permanent and IP
 * lockouts of spec 2 §8–9, RateLimited). Each test has its own readers and IPs.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const password = 'correct horse battery';

/** A reader with a password, set from their (fresh, e-mail) session. */
async function readerWithPassword(): Promise<Reader> {
  const reader = await signedInReader(auth);
  const set = await asReader(auth, reader, 'Mutation.setPassword', { newPassword: password });
  expect(set).toMatchObject({ __typename: 'User', hasPassword: true });
  return reader;
}

const invalid = (failCount: number) => ({
  __typename: 'InvalidPassword',
  failCount,
  message: `That password was incorrect. You have ${6 - failCount} more attempt${6 - failCount === 1 ? '' : 's'} before your account is locked for 1 minute.`,
});

describe('setPassword', () => {
  test('a visitor is Unauthorized', async () => {
    expect(await auth.resolve(resolverEventFor('Mutation.setPassword', { newPassword: password }))).toEqual({
      __typename: 'Unauthorized',
      message: 'You need to be signed in to do that.',
    });
  });

  test('sets the first password without a current one: hashed, hasPassword, other sessions revoked', async () => {
    const reader = await signedInReader(auth);
    const other = await signInByLink(auth, reader.email);
    expect(await auth.repository.listSessionsByUser(reader.user.id)).toHaveLength(2);

    const answer = await asReader(auth, reader, 'Mutation.setPassword', { newPassword: password });
    expect(answer).toMatchObject({ __typename: 'User', id: reader.user.id, hasPassword: true });
    expect(await auth.repository.findUserById(reader.user.id)).toMatchObject({ hasPassword: true });
    const { data: credential } = await auth.table.data.entities.credential
      .get({ userId: reader.user.id })
      .go();
    expect(credential?.passwordHash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    const { Items = [] } = await auth.table.client.send(new ScanCommand({ TableName: auth.table.table }));
    expect(JSON.stringify(Items)).not.toContain(password);

    expect((await auth.authorize(reader.credential)).resolverContext?.viewerId).toBe(reader.user.id);
    expect((await auth.authorize(other.credential)).resolverContext?.viewerId).toBe('');
  });

  test.each([
    ['short', 'Your password must be at least 8 characters long.'],
    ['x'.repeat(129), 'Your password can be at most 128 characters long.'],
  ])('refuses the new password %p as a BadRequest, and stores nothing', async (newPassword, message) => {
    const reader = await signedInReader(auth);
    expect(await asReader(auth, reader, 'Mutation.setPassword', { newPassword })).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect((await auth.table.data.entities.credential.get({ userId: reader.user.id }).go()).data).toBeNull();
  });

  test('changing needs the current password once the e-mail sign-in is older than 15 minutes', async () => {
    const reader = await readerWithPassword();
    auth.advanceMinutes(16);
    const change = (args: Record<string, unknown>) => asReader(auth, reader, 'Mutation.setPassword', args);
    expect(await change({ newPassword: 'another password' })).toEqual({
      __typename: 'BadRequest',
      message: 'Please enter your current password.',
    });
    expect(await change({ currentPassword: 'wrong password', newPassword: 'another password' })).toEqual(
      invalid(1),
    );
    // A wrong current password counts like a sign-in attempt.
    expect(await signInWithPassword(auth, reader.email, 'wrong again', freshIp())).toEqual(invalid(2));
    expect(await change({ currentPassword: password, newPassword: 'another password' })).toMatchObject({
      __typename: 'User',
    });
    const ip = freshIp();
    expect(await signInWithPassword(auth, reader.email, password, ip)).toEqual(invalid(1));
    expect(await signInWithPassword(auth, reader.email, 'another password', ip)).toMatchObject({
      __typename: 'AccountToken',
    });
  });

  test('a soft lockout refuses a change made with the current password', async () => {
    const reader = await readerWithPassword();
    auth.advanceMinutes(16);
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await signInWithPassword(auth, reader.email, 'nope nope', ip);
    expect(
      await asReader(auth, reader, 'Mutation.setPassword', {
        currentPassword: password,
        newPassword: 'new one!',
      }),
    ).toMatchObject({ __typename: 'PasswordSoftLockout', lockedOutUntil: auth.clock.now + 60_000 });
  });

  test('more than 20 changes an hour are RateLimited', async () => {
    const reader = await readerWithPassword();
    auth.advanceMinutes(16);
    for (let call = 1; call < 20; call += 1) {
      expect(
        await asReader(auth, reader, 'Mutation.setPassword', { newPassword: 'another password' }),
      ).toMatchObject({
        __typename: 'BadRequest',
      });
    }
    expect(
      await asReader(auth, reader, 'Mutation.setPassword', { newPassword: 'another password' }),
    ).toMatchObject({
      __typename: 'RateLimited',
      message: 'Too many requests. Please try again later.',
    });
  });
});

describe('signInWithPassword', () => {
  test('the right password is exchanged for an account token; the callback opens a password session', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    const answer = await signInWithPassword(auth, ` ${reader.email.toUpperCase()} `, password, ip);
    expect(answer).toEqual({ __typename: 'AccountToken', value: expect.stringMatching(/^[\w-]{43}$/) });

    const { answer: redirect, sid } = await redeemAccountToken(auth, answer.value);
    expect(redirect.headers?.location).toBe('/');
    expect((await auth.authorize(`session:${sid}`)).resolverContext?.viewerId).toBe(reader.user.id);
    const sessions = await auth.repository.listSessionsByUser(reader.user.id);
    expect(sessions.map((session) => session.method).sort()).toEqual(['email', 'password']);
    // The token works once.
    const again = await redeemAccountToken(auth, answer.value);
    expect(again.answer.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
  });

  test.each([
    [{ email: 'nope', password }, 'Please enter a valid email address.'],
    [{ email: 'ada@example.com', password: '' }, 'Please enter your password.'],
    [
      { email: 'ada@example.com', password: 'x'.repeat(129) },
      'Your password can be at most 128 characters long.',
    ],
  ])('refuses %p as a BadRequest', async (args, message) => {
    const answer = await auth.resolve(resolverEventFor('Mutation.signInWithPassword', args));
    expect(answer).toEqual({ __typename: 'BadRequest', message });
  });

  test('five wrong passwords count down, the sixth locks for a minute, even the right one waits', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    for (let failCount = 1; failCount <= 5; failCount += 1) {
      expect(await signInWithPassword(auth, reader.email, `wrong ${failCount}`, ip)).toEqual(
        invalid(failCount),
      );
    }
    const locked = {
      __typename: 'PasswordSoftLockout',
      lockedOutUntil: auth.clock.now + 60_000,
      message: 'Due to too many password attempts, your account is locked for 1 minute',
    };
    expect(await signInWithPassword(auth, reader.email, 'wrong 6', ip)).toEqual(locked);
    auth.clock.now += 30_000;
    expect(await signInWithPassword(auth, reader.email, password, ip)).toEqual(locked);
    auth.clock.now += 30_000;
    expect(await signInWithPassword(auth, reader.email, password, ip)).toMatchObject({
      __typename: 'AccountToken',
    });
    // The right password cleared the count.
    expect(await signInWithPassword(auth, reader.email, 'wrong 7', ip)).toEqual(invalid(1));
  });

  test('the sixth wrong password tells the minutes left when it answers, though checking it took time', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    for (let failCount = 1; failCount <= 5; failCount += 1)
      await signInWithPassword(auth, reader.email, `wrong ${failCount}`, ip);
    // Each reading of the clock is 100 ms later than the one before, as reads and scrypt take time.
    auth.clock.stepMs = 100;
    const answer = await signInWithPassword(auth, reader.email, 'wrong 6', ip).finally(() => {
      auth.clock.stepMs = 0;
    });
    expect(answer).toMatchObject({
      __typename: 'PasswordSoftLockout',
      message: 'Due to too many password attempts, your account is locked for 1 minute',
    });
    expect(Number(answer.lockedOutUntil) - auth.clock.now).toBeLessThanOrEqual(60_000);
  });

  test('an unknown address, or an account without a password, answers exactly like a wrong password', async () => {
    const withoutPassword = await signedInReader(auth);
    for (const email of ['nobody-here@example.com', withoutPassword.email]) {
      const ip = freshIp();
      for (let failCount = 1; failCount <= 5; failCount += 1) {
        expect(await signInWithPassword(auth, email, password, ip)).toEqual(invalid(failCount));
      }
      expect(await signInWithPassword(auth, email, password, ip)).toMatchObject({
        __typename: 'PasswordSoftLockout',
        lockedOutUntil: auth.clock.now + 60_000,
      });
    }
    // The unknown address's item expires a day after its last wrong password; the table knows no address.
    const { data: items } = await auth.table.data.entities.credential.scan.go();
    const unknown = items.find((item) => item.userId.startsWith('address:'));
    expect(unknown?.expiresAt).toBe(Math.floor(auth.clock.now / 1000) + 86_400);
    expect(JSON.stringify(items)).not.toContain('nobody-here');
  });

  test('the sixth soft lockout within a day is permanent, until an e-mail sign-in sets a new password', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    const permanent = {
      __typename: 'PasswordPermanentLockout',
      message:
        'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    };
    for (let lockout = 1; lockout <= 6; lockout += 1) {
      // Four minutes apart, so no 15-minute window counts more than 30 attempts of the address.
      auth.advanceMinutes(4);
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        answers.push(await signInWithPassword(auth, reader.email, 'guess', ip));
      expect(answers.at(-1)).toMatchObject(lockout <= 5 ? { __typename: 'PasswordSoftLockout' } : permanent);
    }
    auth.advanceMinutes(60 * 24 * 3);
    expect(await signInWithPassword(auth, reader.email, password, ip)).toEqual(permanent);
    // The old session is not a recent e-mail sign-in: it may not set a password.
    expect(await asReader(auth, reader, 'Mutation.setPassword', { newPassword: 'a new password' })).toEqual(
      permanent,
    );
    const fresh = await signInByLink(auth, reader.email);
    expect(
      await asReader(auth, { ...fresh, ip: freshIp() }, 'Mutation.setPassword', {
        newPassword: 'a new password',
      }),
    ).toMatchObject({ __typename: 'User', hasPassword: true });
    expect(await signInWithPassword(auth, reader.email, 'a new password', freshIp())).toMatchObject({
      __typename: 'AccountToken',
    });
  });

  test('fifty wrong passwords from one network lock it out for the rest of the day, whatever the address', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await signInWithPassword(
        auth,
        `sprayed${Math.floor(attempt / 5)}@example.com`,
        'Summer2026!',
        ip,
      );
      expect(answer.__typename).toBe('InvalidPassword');
    }
    const dayEnd = (Math.floor(auth.clock.now / 86_400_000) + 1) * 86_400_000;
    expect(await signInWithPassword(auth, reader.email, password, ip)).toEqual({
      __typename: 'IpAuthLockout',
      lockedOutUntil: dayEnd,
      message: 'For security reasons, you cannot sign in from this network for 1 day.',
    });
    expect(await signInWithPassword(auth, reader.email, password, freshIp())).toMatchObject({
      __typename: 'AccountToken',
    });
    auth.clock.now = dayEnd;
    expect(await signInWithPassword(auth, reader.email, password, ip)).toMatchObject({
      __typename: 'AccountToken',
    });
  });

  test('thirty attempts per address in 15 minutes, then RateLimited', async () => {
    const reader = await readerWithPassword();
    auth.clock.now = Math.ceil(auth.clock.now / 900_000) * 900_000;
    for (let attempt = 0; attempt < 30; attempt += 1)
      await signInWithPassword(auth, reader.email, 'guess', freshIp());
    expect(await signInWithPassword(auth, reader.email, password, freshIp())).toEqual({
      __typename: 'RateLimited',
      message: 'Too many attempts for this address. Please wait a few minutes and try again.',
    });
  });

  test('sixty attempts per IP in 15 minutes, then RateLimited', async () => {
    const reader = await readerWithPassword();
    const ip = freshIp();
    const windowStart = Math.floor(auth.clock.now / 900_000) * 900_000;
    // Fifty-nine attempts counted already (making them would cost 59 scrypt runs).
    await auth.table.data.entities.rateLimit
      .put({ bucket: 'password:ip', key: ip, windowStart, count: 59, expiresAt: windowStart / 1000 + 900 })
      .go();
    expect(await signInWithPassword(auth, reader.email, password, ip)).toMatchObject({
      __typename: 'AccountToken',
    });
    expect(await signInWithPassword(auth, reader.email, password, ip)).toEqual({
      __typename: 'RateLimited',
      message: 'Too many requests from your network. Please try again later.',
    });
  });

  test('concurrent wrong passwords each count once', async () => {
    const reader = await readerWithPassword();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => signInWithPassword(auth, reader.email, `wrong ${n}`, freshIp())),
    );
    expect(answers.map((answer) => answer.failCount).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('a hash made with weaker parameters is replaced at the next right password', async () => {
    const reader = await readerWithPassword();
    const { hashPassword } = await import('#functions/auth/password/hash.ts');
    const weak = await hashPassword(password, { ln: 10, r: 8, p: 1 });
    await auth.table.data.entities.credential
      .patch({ userId: reader.user.id })
      .set({ passwordHash: weak })
      .go();
    expect(await signInWithPassword(auth, reader.email, password, freshIp())).toMatchObject({
      __typename: 'AccountToken',
    });
    const { data } = await auth.table.data.entities.credential.get({ userId: reader.user.id }).go();
    expect(data?.passwordHash).toMatch(/^\$scrypt\$ln=15,/);
  });
});

function resolverEventFor(field: string, args: Record<string, unknown>) {
  return resolverEvent(field, { arguments: args, headers: { 'x-folio-viewer-ip': freshIp() } });
}
