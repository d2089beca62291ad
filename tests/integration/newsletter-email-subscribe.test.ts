import { rateLimits } from '#functions/auth/core/rate-limits.ts';
import { messages } from '#functions/auth/email-sign-in/service.ts';
import { invalidEmailMessage } from '#contract/email-address.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { cookiesSet, developmentCaptchaToken, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';

/**
 * Signed-out subscribing by e-mail (issue #15, decision 159) against DynamoDB Local:
 * sendNewsletterSubscriptionAcctAuthEmail → the e-mail (recorded) → its link at the sign-in callback,
 * which signs the visitor in (up) and only then subscribes them, consent recorded.
 */
let auth: AuthHarness;
const writerId = 'writer1';
const newsletterId = authorNewsletterId(writerId);

beforeAll(async () => {
  auth = await startAuth();
  await auth.repository.createUser({
    id: writerId,
    name: 'Wren Writer',
    email: 'wren@example.com',
    usernameCandidates: ['wren'],
    createdAt: auth.clock.now,
  });
  await auth.table.data.entities.newsletter
    .create({
      id: newsletterId,
      type: 'AUTHOR',
      ownerId: writerId,
      slug: 'wren',
      name: 'Wren Writer',
      createdAt: auth.clock.now,
    })
    .go();
});
afterAll(() => auth.table.close());

const send = (args: Record<string, unknown>, ip = '198.51.100.7') =>
  auth.resolve(
    resolverEvent('Mutation.sendNewsletterSubscriptionAcctAuthEmail', {
      arguments: { newsletterV3Id: newsletterId, binding: auth.browser.binding, ...args },
      headers: { 'x-folio-viewer-ip': ip },
    }),
  ) as Promise<Record<string, unknown>>;

const subscription = async (subscriberId: string) =>
  (await auth.table.data.entities.newsletterSubscription.get({ subscriberId, newsletterId }).go()).data;
const subscriberCount = async () =>
  (await auth.table.data.entities.newsletter.get({ id: newsletterId }).go({ consistent: true })).data
    ?.subscriberCount;

describe('a visitor without an account', () => {
  const email = 'nova@example.com';

  test('is sent a confirmation link, and nothing is subscribed nor created before it is used', async () => {
    const sent = await send({
      email: ' Nova@Example.com ',
      captchaValue: developmentCaptchaToken,
      redirect: '/@wren',
    });
    expect(sent).toEqual({ __typename: 'SusiMethod', value: 'link' });
    const [mail] = auth.mail.emailsTo(email);
    expect(mail?.subject).toBe('Confirm your subscription to Wren Writer');
    expect(mail?.text).toContain('confirm your subscription and create your account');
    expect(await auth.repository.findUserByEmail(email)).toBeUndefined();
    expect(await subscriberCount()).toBe(0);
  });

  test('the link signs them up, subscribes them with consent recorded, and returns them to the redirect without onboarding (decision 274)', async () => {
    const answer = await auth.get(linkIn(auth, email));
    expect(answer.statusCode).toBe(302);
    expect(answer.headers?.location).toBe('/@wren');
    expect(cookiesSet(answer).folio_sid).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    const user = await auth.repository.findUserByEmail(email);
    expect(user).toMatchObject({ email, username: 'nova' });
    expect(await subscription(user!.id)).toMatchObject({
      newsletterType: 'AUTHOR',
      subscribedAt: auth.clock.now,
      consentRecordedAt: auth.clock.now,
    });
    expect(await subscriberCount()).toBe(1);
  });

  test('the link works once', async () => {
    const again = await auth.get(linkIn(auth, email));
    expect(again.headers?.location).toMatch(/source=email_login_timeout/);
    expect(again.cookies).toBeUndefined();
    expect(await subscriberCount()).toBe(1);
  });
});

describe('a reader with an account', () => {
  const email = 'orla@example.com';
  let userId = '';
  beforeAll(async () => {
    const { user } = await auth.repository.createUser({
      id: 'orla1',
      name: 'Orla',
      email,
      usernameCandidates: ['orla'],
      createdAt: auth.clock.now,
    });
    userId = user.id;
  });

  test('operation login needs no captcha; the e-mail signs them in and subscribes them', async () => {
    expect(await send({ email, operation: 'login' })).toEqual({ __typename: 'SusiMethod', value: 'link' });
    expect(auth.mail.emailsTo(email).at(-1)?.text).toContain('confirm your subscription and sign in');
    expect(await subscription(userId)).toBeNull();
    const answer = await auth.get(linkIn(auth, email));
    expect(answer.headers?.location).toBe('/');
    expect(cookiesSet(answer).folio_sid).toBeTruthy();
    expect(await subscription(userId)).toMatchObject({ consentRecordedAt: auth.clock.now });
  });

  test('the writer confirming their own newsletter is signed in and not subscribed', async () => {
    await send({ email: 'wren@example.com', operation: 'login' });
    const answer = await auth.get(linkIn(auth, 'wren@example.com'));
    expect(cookiesSet(answer).folio_sid).toBeTruthy();
    expect(await subscription(writerId)).toBeNull();
  });

  test('a link opened in another browser asks first and subscribes nothing until the reader confirms', async () => {
    await auth.table.data.entities.newsletterSubscription.delete({ subscriberId: userId, newsletterId }).go();
    await send({ email, operation: 'login' });
    const elsewhere = await auth.get(linkIn(auth, email), { browser: await auth.newBrowser() });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.cookies ?? []).not.toContainEqual(expect.stringContaining('folio_sid='));
    expect(await subscription(userId)).toBeNull();
  });
});

describe('refusals', () => {
  test('a bad address is a BadRequest with the spec’s message', async () => {
    expect(await send({ email: 'not-an-address', captchaValue: developmentCaptchaToken })).toEqual({
      __typename: 'BadRequest',
      message: invalidEmailMessage,
    });
  });

  test('a failed captcha is a FailedChallenge and sends nothing', async () => {
    expect(await send({ email: 'pia@example.com', captchaValue: 'wrong' })).toEqual({
      __typename: 'FailedChallenge',
      message: messages.failedChallenge,
    });
    expect(auth.mail.emailsTo('pia@example.com')).toEqual([]);
  });

  test('an unknown newsletter is NotFound', async () => {
    expect(
      await send({
        email: 'pia@example.com',
        captchaValue: developmentCaptchaToken,
        newsletterV3Id: 'ffff0000ffff0000',
      }),
    ).toEqual({ __typename: 'NotFound', message: messages.unknownNewsletter });
  });

  test('a writer nobody subscribed to yet: their newsletter is made when the visitor names them', async () => {
    await auth.repository.createUser({
      id: 'quill1',
      name: 'Quill',
      email: 'quill@example.com',
      usernameCandidates: ['quill'],
      createdAt: auth.clock.now,
    });
    const quillsNewsletter = authorNewsletterId('quill1');
    const asked = {
      email: 'pia@example.com',
      captchaValue: developmentCaptchaToken,
      newsletterV3Id: quillsNewsletter,
    };
    // Without the writer, the id alone names nothing yet; another writer's id does not make it either.
    expect(await send(asked)).toEqual({ __typename: 'NotFound', message: messages.unknownNewsletter });
    expect(await send({ ...asked, userId: writerId })).toEqual({
      __typename: 'NotFound',
      message: messages.unknownNewsletter,
    });
    expect(await send({ ...asked, userId: 'quill1' })).toEqual({ __typename: 'SusiMethod', value: 'link' });
    const made = await auth.table.data.entities.newsletter
      .get({ id: quillsNewsletter })
      .go({ consistent: true });
    expect(made.data).toMatchObject({ type: 'AUTHOR', ownerId: 'quill1', slug: 'quill', subscriberCount: 0 });
    expect(auth.mail.emailsTo('pia@example.com').at(-1)?.subject).toBe('Confirm your subscription to Quill');
  });

  test('login for an address without an account is NotFound', async () => {
    expect(await send({ email: 'nobody@example.com', operation: 'login' })).toEqual({
      __typename: 'NotFound',
      message: messages.unknownEmail,
    });
  });

  test('a forged link is refused: nobody is signed in or subscribed', async () => {
    const forged = `/m/callback/email?token=${'A'.repeat(43)}&operation=register&state=%2F`;
    const answer = await auth.get(forged);
    expect(answer.headers?.location).toMatch(/source=email_login_timeout/);
    expect(answer.cookies).toBeUndefined();
  });

  test('an expired link is refused: nobody is signed in or subscribed', async () => {
    const email = 'quinn@example.com';
    await send({ email, captchaValue: developmentCaptchaToken });
    auth.advanceMinutes(16);
    const answer = await auth.get(linkIn(auth, email));
    expect(answer.headers?.location).toMatch(/source=email_login_timeout/);
    expect(await auth.repository.findUserByEmail(email)).toBeUndefined();
  });

  test('the e-mails to one address share the sign-in e-mail’s limit', async () => {
    const email = 'rita@example.com';
    const { limit, message } = rateLimits.sendEmailPerAddress;
    await auth.sendAcctAuthEmail({
      email,
      operation: 'register',
      type: 'link',
      captchaValue: developmentCaptchaToken,
    });
    for (let sent = 1; sent < limit; sent += 1) {
      expect(await send({ email, captchaValue: developmentCaptchaToken })).toMatchObject({
        __typename: 'SusiMethod',
      });
    }
    expect(await send({ email, captchaValue: developmentCaptchaToken })).toEqual({
      __typename: 'RateLimited',
      message,
    });
  });

  test('one network is limited across addresses', async () => {
    const ip = '203.0.113.99';
    const { limit, message } = rateLimits.sendEmailPerIp;
    for (let sent = 0; sent < limit; sent += 1) {
      await send({ email: `sweep${sent}@example.com`, captchaValue: developmentCaptchaToken }, ip);
    }
    expect(
      await send({ email: 'sweep-last@example.com', captchaValue: developmentCaptchaToken }, ip),
    ).toEqual({
      __typename: 'RateLimited',
      message,
    });
  });
});

describe('the post-subscribe membership upsell (decision 160)', () => {
  const clock = { now: Date.UTC(2026, 10, 2, 12) };
  let api: ReturnType<typeof startLocalApi>;
  let readerId = '';
  beforeAll(async () => {
    api = startLocalApi(auth.table.data, () => clock.now);
    readerId = (await makeUser(auth.table.data, { username: 'upsold', name: 'Up Sold' })).id;
  });

  const shownAt = async (viewerId: string, userId = viewerId) =>
    (
      await api.graphql(
        'query ($id: ID!) { userResult(id: $id) { ... on User { postSubscribeMembershipUpsellShownAt } } }',
        { id: userId },
        viewerId,
      )
    ).data?.userResult?.postSubscribeMembershipUpsellShownAt;
  const record = async (viewerId?: string) =>
    (
      await api.graphql(
        'mutation { recordPostSubscribeMembershipUpsellShown { __typename ... on User { postSubscribeMembershipUpsellShownAt } ... on Unauthorized { message } } }',
        {},
        viewerId,
      )
    ).data?.recordPostSubscribeMembershipUpsellShown;

  test('is null until recorded, recorded the first time only, and the viewer’s alone', async () => {
    expect(await shownAt(readerId)).toBeNull();
    expect(await record(readerId)).toEqual({
      __typename: 'User',
      postSubscribeMembershipUpsellShownAt: clock.now / 1000,
    });
    const first = clock.now / 1000;
    clock.now += 86_400_000;
    expect(await record(readerId)).toEqual({
      __typename: 'User',
      postSubscribeMembershipUpsellShownAt: first,
    });
    expect(await shownAt(readerId)).toBe(first);
    expect(await shownAt(writerId, readerId)).toBeNull();
  });

  test('a visitor cannot record it', async () => {
    expect(await record()).toMatchObject({ __typename: 'Unauthorized' });
  });
});
