import { resolverEvent } from '#fixtures/appsync-event.ts';
import { codeIn, developmentCaptchaToken, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * Every refusal of the sign-in calls against DynamoDB Local: BadRequest, NotFound, FailedChallenge,
 * RateLimited, TooManyRequests, and time running out. Each test uses its own IP and addresses, so the
 * rate limits of one do not reach another.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
  await auth.repository.createUser({
    id: 'known1',
    name: 'Known Reader',
    email: 'known@example.com',
    usernameCandidates: ['knownreader'],
    createdAt: auth.clock.now,
  });
});
afterAll(() => auth.table.close());

const login = (email: string, type = 'link') => ({ email, operation: 'login', type });
const register = (email: string, captchaValue?: string) => ({
  email,
  operation: 'register',
  type: 'link',
  ...(captchaValue === undefined ? {} : { captchaValue }),
});

describe('sendAcctAuthEmail', () => {
  test.each(['', 'ada', 'ada@example', 'ada@exa mple.com'])(
    'refuses the address %p as a BadRequest',
    async (email) => {
      expect(await auth.sendAcctAuthEmail(login(email), '203.0.113.1')).toEqual({
        __typename: 'BadRequest',
        message: 'Please enter a valid email address.',
      });
    },
  );

  test('refuses an unknown operation or type as a BadRequest value, not an error', async () => {
    const answer = await auth.sendAcctAuthEmail(
      { email: 'known@example.com', operation: 'login', type: 'sms' },
      '203.0.113.1',
    );
    expect(answer).toEqual({ __typename: 'BadRequest', message: 'Type must be link or code.' });
  });

  test('login with an address nobody uses is NotFound, and sends nothing', async () => {
    expect(await auth.sendAcctAuthEmail(login('stranger@example.com'), '203.0.113.2')).toEqual({
      __typename: 'NotFound',
      message: 'No account uses this email address.',
    });
    expect(auth.mail.emailsTo('stranger@example.com')).toEqual([]);
  });

  test.each([undefined, '', 'a-bot-guess'])(
    'register with the captcha answer %p is a FailedChallenge',
    async (captcha) => {
      expect(await auth.sendAcctAuthEmail(register('newcomer@example.com', captcha), '203.0.113.3')).toEqual({
        __typename: 'FailedChallenge',
        message: 'reCAPTCHA verification failed.',
      });
      expect(auth.mail.emailsTo('newcomer@example.com')).toEqual([]);
    },
  );

  test('five e-mails per address in 15 minutes, then RateLimited until the window passes', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        await auth.sendAcctAuthEmail(login('known@example.com'), `203.0.113.${10 + sent}`),
      ).toMatchObject({
        __typename: 'SusiMethod',
      });
    }
    expect(await auth.sendAcctAuthEmail(login('known@example.com'), '203.0.113.20')).toEqual({
      __typename: 'RateLimited',
      message: 'Too many sign-in emails were sent to this address. Please wait a few minutes and try again.',
    });
    expect(auth.mail.emailsTo('known@example.com')).toHaveLength(5);
    auth.advanceMinutes(15);
    expect(await auth.sendAcctAuthEmail(login('known@example.com'), '203.0.113.20')).toMatchObject({
      __typename: 'SusiMethod',
    });
  });

  test('thirty requests per IP in an hour, whatever the addresses', async () => {
    const ip = '203.0.113.30';
    for (let sent = 0; sent < 30; sent += 1) {
      expect(await auth.sendAcctAuthEmail(login(`sweep${sent}@example.com`), ip)).toMatchObject({
        __typename: 'NotFound',
      });
    }
    expect(await auth.sendAcctAuthEmail(login('known@example.com'), ip)).toEqual({
      __typename: 'RateLimited',
      message: 'Too many requests from your network. Please try again later.',
    });
  });
});

describe('verifyLoginCode', () => {
  test.each(['12345', '1234567', 'abcdef', ''])('refuses the code %p as a BadRequest', async (loginCode) => {
    expect(await auth.verifyLoginCode({ email: 'known@example.com', loginCode }, '203.0.113.40')).toEqual({
      __typename: 'BadRequest',
      message: 'Login code must be 6 digits.',
    });
  });

  test('refuses an invalid address as a BadRequest', async () => {
    expect(await auth.verifyLoginCode({ email: 'known', loginCode: '123456' }, '203.0.113.40')).toEqual({
      __typename: 'BadRequest',
      message: 'Please enter a valid email address.',
    });
  });

  test('without a code sent, any code is NotFound', async () => {
    expect(
      await auth.verifyLoginCode({ email: 'nocode@example.com', loginCode: '123456' }, '203.0.113.41'),
    ).toEqual({
      __typename: 'NotFound',
      message: 'Invalid code.',
    });
  });

  test('four wrong guesses are NotFound, the fifth kills the code: TooManyRequests, and the right code no longer works', async () => {
    const ip = '203.0.113.42';
    await auth.repository.createUser({
      id: 'guess1',
      name: 'Guess',
      email: 'guess@example.com',
      usernameCandidates: ['guess'],
      createdAt: auth.clock.now,
    });
    await auth.sendAcctAuthEmail(login('guess@example.com', 'code'), ip);
    const code = codeIn(auth, 'guess@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < 4; guess += 1) {
      expect(await auth.verifyLoginCode({ email: 'guess@example.com', loginCode: wrong }, ip)).toEqual({
        __typename: 'NotFound',
        message: 'Invalid code.',
      });
    }
    expect(await auth.verifyLoginCode({ email: 'guess@example.com', loginCode: wrong }, ip)).toEqual({
      __typename: 'TooManyRequests',
      message: 'Too many attempts. Please try again later.',
    });
    expect(await auth.verifyLoginCode({ email: 'guess@example.com', loginCode: code }, ip)).toEqual({
      __typename: 'NotFound',
      message: 'Invalid code.',
    });
  });

  test('a new code replaces the old one', async () => {
    const ip = '203.0.113.43';
    await auth.sendAcctAuthEmail(login('guess@example.com', 'code'), ip);
    const first = codeIn(auth, 'guess@example.com');
    await auth.sendAcctAuthEmail(login('guess@example.com', 'code'), ip);
    const second = codeIn(auth, 'guess@example.com');
    // Two random codes are equal once in a million runs; then only the second half can be checked.
    if (first !== second) {
      expect(await auth.verifyLoginCode({ email: 'guess@example.com', loginCode: first }, ip)).toMatchObject({
        __typename: 'NotFound',
      });
    }
    expect(await auth.verifyLoginCode({ email: 'guess@example.com', loginCode: second }, ip)).toMatchObject({
      __typename: 'AccountToken',
    });
  });

  test('a code expires after 15 minutes', async () => {
    const ip = '203.0.113.44';
    await auth.sendAcctAuthEmail(login('known@example.com', 'code'), ip);
    auth.advanceMinutes(15);
    expect(
      await auth.verifyLoginCode(
        { email: 'known@example.com', loginCode: codeIn(auth, 'known@example.com') },
        ip,
      ),
    ).toEqual({
      __typename: 'NotFound',
      message: 'Invalid code.',
    });
  });

  test('fifteen attempts per address in 15 minutes, then RateLimited', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect(
        await auth.verifyLoginCode(
          { email: 'target@example.com', loginCode: '123456' },
          `203.0.113.${100 + attempt}`,
        ),
      ).toMatchObject({ __typename: 'NotFound' });
    }
    expect(
      await auth.verifyLoginCode({ email: 'target@example.com', loginCode: '123456' }, '203.0.113.99'),
    ).toEqual({
      __typename: 'RateLimited',
      message: 'Too many attempts for this address. Please wait a few minutes and try again.',
    });
  });

  test('sixty attempts per IP in an hour, then RateLimited', async () => {
    const ip = '203.0.113.45';
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await auth.verifyLoginCode({ email: `sweep${attempt}@example.com`, loginCode: '123456' }, ip);
    }
    expect(await auth.verifyLoginCode({ email: 'known@example.com', loginCode: '123456' }, ip)).toMatchObject(
      {
        __typename: 'RateLimited',
      },
    );
  });
});

describe('emailAvailability', () => {
  test('answers whether an account uses the address', async () => {
    expect(await auth.emailAvailability(' KNOWN@example.com', '203.0.113.50')).toBe(false);
    expect(await auth.emailAvailability('free@example.com', '203.0.113.50')).toBe(true);
  });

  test('an invalid address is a BadRequest error', async () => {
    await expect(auth.emailAvailability('free@', '203.0.113.50')).rejects.toMatchObject({
      name: 'BadRequest',
      message: 'Please enter a valid email address.',
    });
  });

  test('sixty questions per IP in an hour, then a RateLimited error', async () => {
    const ip = '203.0.113.51';
    for (let asked = 0; asked < 60; asked += 1) await auth.emailAvailability(`probe${asked}@example.com`, ip);
    await expect(auth.emailAvailability('known@example.com', ip)).rejects.toMatchObject({
      name: 'RateLimited',
    });
  });
});

describe('time and single use', () => {
  test('a magic link expires after 15 minutes', async () => {
    await auth.sendAcctAuthEmail(register('late@example.com', developmentCaptchaToken), '203.0.113.60');
    auth.advanceMinutes(15);
    const answer = await auth.get(linkIn(auth, 'late@example.com'), { ip: '203.0.113.60' });
    expect(answer.headers?.location).toBe('/m/signin?operation=register&source=email_login_timeout');
    expect(await auth.repository.findUserByEmail('late@example.com')).toBeUndefined();
  });

  test('an account token expires after 5 minutes', async () => {
    const ip = '203.0.113.61';
    await auth.sendAcctAuthEmail(login('known@example.com', 'code'), ip);
    const verified = await auth.verifyLoginCode(
      { email: 'known@example.com', loginCode: codeIn(auth, 'known@example.com') },
      ip,
    );
    auth.advanceMinutes(5);
    const answer = await auth.get(`/m/callback/email?token=${String(verified.value)}&operation=login`, {
      ip,
    });
    expect(answer.headers?.location).toBe('/m/signin?operation=login&source=email_login_timeout');
  });

  test('a signed-in viewer cannot call a mutation without the session xsrf (Forbidden)', async () => {
    const event = resolverEvent('Mutation.sendAcctAuthEmail', {
      arguments: login('known@example.com'),
      viewer: { id: 'known1', xsrf: 'the-session-xsrf' },
    });
    await expect(auth.resolve(event)).rejects.toMatchObject({ name: 'Forbidden' });
  });
});
