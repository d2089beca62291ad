import { startAuth, linkIn, type AuthHarness } from '#fixtures/auth.ts';
import { asReader, callAs, freshIp, signedInReader, type Reader } from '#fixtures/auth-security.ts';

/**
 * Changing and verifying the e-mail address against DynamoDB Local: requestEmailChange and
 * sendVerificationEmail send a link, /m/account/confirm/{key} moves the account's `email` claim, and
 * every refusal on the way (taken, replaced, expired, used, the wrong kind of key, rate limits).
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

/** The path of the confirmation link in the newest e-mail to `to`. */
function confirmPathIn(to: string): string {
  const text = auth.mail.emailsTo(to).at(-1)?.text ?? '';
  const path = /https:\/\/folio\.example(\/m\/account\/confirm\/[\w-]+)\n/.exec(text)?.[1];
  if (!path) throw new Error(`No confirmation link in the last e-mail to ${to}: ${text}`);
  return path;
}

const requestChange = (reader: Reader, email: string) =>
  asReader(auth, reader, 'Mutation.requestEmailChange', { email });
const claimOwner = async (email: string) =>
  (await auth.table.data.entities.claim.get({ kind: 'email', value: email }).go()).data?.ownerId;

describe('requestEmailChange and the confirmation link', () => {
  test('notes the new address, sends it a link, and the link makes it the account’s address', async () => {
    const reader = await signedInReader(auth);
    const answer = await requestChange(reader, ' New.Address@Example.org ');
    expect(answer).toMatchObject({
      __typename: 'User',
      unverifiedEmail: 'new.address@example.org',
      emailObfuscated: expect.stringMatching(/^r\*\*\*@e\*\*\*\.com$/),
    });
    const [mail] = auth.mail.emailsTo('new.address@example.org');
    expect(mail?.subject).toBe('Confirm your email address for Folio');

    const confirmPath = confirmPathIn('new.address@example.org');
    const confirmed = await auth.get(confirmPath, { ip: freshIp() });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers?.location).toBe('/me/settings?email-verified=1#email');
    expect(await auth.repository.findUserById(reader.user.id)).toMatchObject({
      email: 'new.address@example.org',
    });
    expect((await auth.repository.findUserById(reader.user.id))?.unverifiedEmail).toBeUndefined();
    expect(await claimOwner('new.address@example.org')).toBe(reader.user.id);
    expect(await claimOwner(reader.email)).toBeUndefined();

    // The new address signs in; the old one is no account's any more.
    expect(
      await auth.sendAcctAuthEmail({ email: reader.email, operation: 'login', type: 'link' }, freshIp()),
    ).toMatchObject({
      __typename: 'NotFound',
    });
    const ip = freshIp();
    await auth.sendAcctAuthEmail({ email: 'new.address@example.org', operation: 'login', type: 'link' }, ip);
    expect((await auth.get(linkIn(auth, 'new.address@example.org'), { ip })).headers?.location).toBe('/');

    // The link works once.
    const again = await auth.get(confirmPath, { ip: freshIp() });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This confirmation link has expired');
  });

  test('refuses the reader’s own address, an invalid one, and one another account uses', async () => {
    const reader = await signedInReader(auth);
    const other = await signedInReader(auth);
    expect(await requestChange(reader, reader.email.toUpperCase())).toEqual({
      __typename: 'BadRequest',
      message: 'That is already your email address.',
    });
    expect(await requestChange(reader, 'nope@nope')).toEqual({
      __typename: 'BadRequest',
      message: 'Please enter a valid email address.',
    });
    expect(await requestChange(reader, other.email)).toEqual({
      __typename: 'AlreadyExists',
      message: 'That email is already used by another account.',
    });
    expect(auth.mail.emailsTo(other.email)).toHaveLength(1);
    expect(
      await callAs(auth, 'anonymous', 'Mutation.requestEmailChange', { arguments: { email: 'a@b.co' } }),
    ).toEqual({
      __typename: 'Unauthorized',
      message: 'You need to be signed in to do that.',
    });
  });

  test('five links an hour per new address, whoever asks', async () => {
    for (let asker = 0; asker < 5; asker += 1) {
      const reader = await signedInReader(auth);
      expect(await requestChange(reader, 'popular@example.org')).toMatchObject({ __typename: 'User' });
    }
    expect(await requestChange(await signedInReader(auth), 'popular@example.org')).toEqual({
      __typename: 'RateLimited',
      message: 'Too many verification emails were sent to this address. Please wait a while and try again.',
    });
    expect(auth.mail.emailsTo('popular@example.org')).toHaveLength(5);
  });

  test('a link whose account is gone has expired', async () => {
    const reader = await signedInReader(auth);
    await requestChange(reader, 'orphan@example.org');
    await auth.table.data.entities.user.delete({ id: reader.user.id }).go();
    expect((await auth.get(confirmPathIn('orphan@example.org'), { ip: freshIp() })).statusCode).toBe(410);
    expect(await claimOwner('orphan@example.org')).toBeUndefined();
  });

  test('a link for an address the reader replaced since does nothing', async () => {
    const reader = await signedInReader(auth);
    await requestChange(reader, 'first-choice@example.org');
    const first = confirmPathIn('first-choice@example.org');
    await requestChange(reader, 'second-choice@example.org');
    const stale = await auth.get(first, { ip: freshIp() });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('You asked to use another email address after this link was sent.');
    expect(await claimOwner('first-choice@example.org')).toBeUndefined();
    expect((await auth.get(confirmPathIn('second-choice@example.org'), { ip: freshIp() })).statusCode).toBe(
      302,
    );
  });

  test('an address another account confirmed meanwhile is taken: a readable page, nothing changes', async () => {
    const slow = await signedInReader(auth);
    const quick = await signedInReader(auth);
    await requestChange(slow, 'wanted@example.org');
    const slowLink = confirmPathIn('wanted@example.org');
    await requestChange(quick, 'wanted@example.org');
    expect((await auth.get(confirmPathIn('wanted@example.org'), { ip: freshIp() })).statusCode).toBe(302);
    const taken = await auth.get(slowLink, { ip: freshIp() });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('That email is already used by another account.');
    expect(await auth.repository.findUserById(slow.user.id)).toMatchObject({
      email: slow.email,
      unverifiedEmail: 'wanted@example.org',
    });
    expect(await claimOwner('wanted@example.org')).toBe(quick.user.id);
    expect(await claimOwner(slow.email)).toBe(slow.user.id);
  });

  test('a link expires after 24 hours', async () => {
    const reader = await signedInReader(auth);
    await requestChange(reader, 'late@example.org');
    auth.advanceMinutes(24 * 60);
    const late = await auth.get(confirmPathIn('late@example.org'), { ip: freshIp() });
    expect(late.statusCode).toBe(410);
    expect((await auth.repository.findUserById(reader.user.id))?.email).toBe(reader.email);
  });

  test('keys only work where they belong: a sign-in token confirms nothing, a confirmation key signs nobody in', async () => {
    const reader = await signedInReader(auth);
    await requestChange(reader, 'crossed@example.org');
    const key = confirmPathIn('crossed@example.org').split('/').at(-1);
    const signIn = await auth.get(`/m/callback/email?token=${key}&operation=login`, { ip: freshIp() });
    expect(signIn.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
    expect(signIn.cookies).toBeUndefined();

    const ip = freshIp();
    await auth.sendAcctAuthEmail({ email: reader.email, operation: 'login', type: 'link' }, ip);
    const token = new URLSearchParams(linkIn(auth, reader.email).split('?')[1]).get('token');
    expect((await auth.get(`/m/account/confirm/${token}`, { ip })).statusCode).toBe(410);
    // Both still work where they belong.
    expect((await auth.get(linkIn(auth, reader.email), { ip })).cookies).toHaveLength(2);
    expect((await auth.get(`/m/account/confirm/${key}`, { ip })).statusCode).toBe(302);
  });

  test('an incomplete key is a 400 page; only GET; thirty confirmations per IP in 15 minutes', async () => {
    const ip = freshIp();
    const incomplete = await auth.get('/m/account/confirm/short', { ip });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('This confirmation link is incomplete');
    expect((await auth.get(`/m/account/confirm/${'k'.repeat(43)}`, { ip, method: 'HEAD' })).statusCode).toBe(
      405,
    );
    for (let call = 0; call < 30; call += 1) {
      expect((await auth.get(`/m/account/confirm/${'k'.repeat(43)}`, { ip })).statusCode).toBe(410);
    }
    const limited = await auth.get(`/m/account/confirm/${'k'.repeat(43)}`, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many requests from your network.');
  });
});

describe('sendVerificationEmail', () => {
  test('sends the unverified address a new link; BadRequest when there is nothing to verify', async () => {
    const reader = await signedInReader(auth);
    const send = () => asReader(auth, reader, 'Mutation.sendVerificationEmail');
    expect(await send()).toEqual({
      __typename: 'BadRequest',
      message: 'There is no new email address to verify.',
    });
    await requestChange(reader, 'resend@example.org');
    expect(await send()).toMatchObject({ __typename: 'User', unverifiedEmail: 'resend@example.org' });
    expect(auth.mail.emailsTo('resend@example.org')).toHaveLength(2);
    expect((await auth.get(confirmPathIn('resend@example.org'), { ip: freshIp() })).statusCode).toBe(302);
    expect(await callAs(auth, 'anonymous', 'Mutation.sendVerificationEmail')).toEqual({
      __typename: 'Unauthorized',
      message: 'You need to be signed in to do that.',
    });
  });

  test('five verification e-mails an hour per reader, then RateLimited', async () => {
    const reader = await signedInReader(auth);
    await requestChange(reader, 'flood@example.org');
    for (let sent = 2; sent <= 5; sent += 1) {
      expect(await asReader(auth, reader, 'Mutation.sendVerificationEmail')).toMatchObject({
        __typename: 'User',
      });
    }
    const limited = {
      __typename: 'RateLimited',
      message: 'Too many verification emails were sent. Please wait a while and try again.',
    };
    expect(await asReader(auth, reader, 'Mutation.sendVerificationEmail')).toEqual(limited);
    expect(await requestChange(reader, 'other@example.org')).toEqual(limited);
    expect(auth.mail.emailsTo('flood@example.org')).toHaveLength(5);
  });
});
