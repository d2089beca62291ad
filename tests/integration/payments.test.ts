import { createHmac } from 'node:crypto';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { eventually } from '#fixtures/eventually.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards } from '#fixtures/stripe-stand-in.ts';
import { stripeWebhookPath } from '#functions/memberships/webhook.ts';

/**
 * Membership payments (issue #14) through the whole local platform: the real Stripe adapter against the
 * run's Stripe stand-in, its checkout page, its signed webhooks into the gateway, and its test clock.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
let storyId = '';
const readers = ['ana', 'ben', 'cai', 'dee', 'eve', 'fay'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.payments@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      // Only a membership opens the story here: the metered allowance (decision 141) is off.
      await createFlagStore(data).set('paywall_metered_stories', '0', 'test');
      const writer = await makeUser(data, { username: 'payments_writer' });
      const story = await makePost(
        data,
        { creatorId: writer.id, isLocked: true, visibility: 'LOCKED' },
        { paragraphs: storyBody(16) },
      );
      storyId = story.post.id;
      for (const name of readers) {
        const user = await makeUser(data, { username: `${name}_reader`, name, email: emailOf(name) });
        ids[name] = user.id;
        await data.entities.claim.put({ kind: 'email', value: emailOf(name), ownerId: user.id }).go();
      }
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 120_000);
afterAll(() => runtime.stop());

const refusals =
  '... on BadRequest { message } ... on Unauthorized { message } ... on Conflict { message } ... on RateLimited { message }';
const startCheckout = async (name: string | undefined, variables: Record<string, unknown>) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($planId: MembershipPlanCadence!, $currency: MembershipCurrency!, $successPath: String) {
        startMembershipCheckout(planId: $planId, currency: $currency, successPath: $successPath) {
          __typename ... on MembershipCheckout { url } ${refusals} } }`,
      variables,
      name ? sessions[name]!.headers : {},
    )
  ).data?.startMembershipCheckout;

/** A checkout's page for a reader: its URL, and the customer the provider made for them. */
async function checkoutFor(name: string, planId = 'YEARLY', currency = 'USD') {
  const answer = await startCheckout(name, { planId, currency, successPath: `/p/${storyId}` });
  expect(answer.__typename).toBe('MembershipCheckout');
  const membership = await findMembership(name);
  return { url: answer.url as string, customerId: membership!.customerId };
}

const findMembership = async (name: string) =>
  (await runtime.data.entities.membership.get({ userId: ids[name]! }).go()).data;
const findUser = async (name: string) =>
  (await runtime.data.entities.user.get({ id: ids[name]! }).go()).data!;

const readStory = async (name: string) =>
  (
    await batchCall(
      runtime.url,
      `{ postResult(id: "${storyId}") { ... on Post { content { isLockedPreviewOnly bodyModel { paragraphs { text } } } } } }`,
      {},
      sessions[name]!.headers,
    )
  ).data?.postResult.content;

test('the price table comes from the server, in USD and CAD', async () => {
  const plans = async (currency: string) =>
    (
      await batchCall(
        runtime.url,
        `query ($currency: MembershipCurrency) { membershipPlans(currency: $currency) {
          id tier billingInterval price { amount currency crossoutAmount savedAmount } } }`,
        { currency },
      )
    ).data?.membershipPlans;
  expect(await plans('USD')).toEqual([
    {
      id: 'MONTHLY',
      tier: 'MEMBER',
      billingInterval: 'MONTHLY',
      price: { amount: 500, currency: 'USD', crossoutAmount: null, savedAmount: null },
    },
    {
      id: 'YEARLY',
      tier: 'MEMBER',
      billingInterval: 'ANNUAL',
      price: { amount: 5000, currency: 'USD', crossoutAmount: 6000, savedAmount: 1000 },
    },
    {
      id: 'PREMIUM_MONTHLY',
      tier: 'FRIEND',
      billingInterval: 'MONTHLY',
      price: { amount: 1500, currency: 'USD', crossoutAmount: null, savedAmount: null },
    },
    {
      id: 'PREMIUM_YEARLY',
      tier: 'FRIEND',
      billingInterval: 'ANNUAL',
      price: { amount: 15000, currency: 'USD', crossoutAmount: 18000, savedAmount: 3000 },
    },
  ]);
  expect((await plans('CAD')).map((plan: { price: { amount: number } }) => plan.price.amount)).toEqual([
    500, 5000, 1500, 15000,
  ]);
});

test('a checkout is for a signed-in reader, a plan of the table and a path of this site', async () => {
  expect(await startCheckout(undefined, { planId: 'YEARLY', currency: 'USD' })).toMatchObject({
    __typename: 'Unauthorized',
  });
  expect(
    await startCheckout('fay', { planId: 'YEARLY', currency: 'USD', successPath: '//evil.example/' }),
  ).toMatchObject({
    __typename: 'BadRequest',
  });
  const withoutXsrf = await batchCall(
    runtime.url,
    'mutation { startMembershipCheckout(planId: YEARLY, currency: USD) { __typename } }',
    {},
    { cookie: sessions.fay!.cookie },
  );
  expect(withoutXsrf.data?.startMembershipCheckout ?? null).toBeNull();
  // The amount is never the browser's: the schema has no argument for it.
  const withAmount = await batchCall(
    runtime.url,
    'mutation { startMembershipCheckout(planId: YEARLY, currency: USD, amount: 1) { __typename } }',
    {},
    sessions.fay!.headers,
  );
  expect(withAmount.errors?.[0]?.message).toMatch(/amount/);
});

test('two first checkouts at once make one customer for the reader', async () => {
  const [first, second] = await Promise.all([
    startCheckout('fay', { planId: 'MONTHLY', currency: 'CAD' }),
    startCheckout('fay', { planId: 'YEARLY', currency: 'CAD' }),
  ]);
  expect([first.__typename, second.__typename]).toEqual(['MembershipCheckout', 'MembershipCheckout']);
  const { customerId } = (await findMembership('fay'))!;
  const sessions = [first.url, second.url].map((url: string) => url.split('/').pop());
  for (const id of sessions) {
    const session = await (
      await fetch(`${runtime.stripeApiBase}/v1/checkout/sessions/${id}`, {
        headers: { authorization: 'Bearer sk_test_folio_local' },
      })
    ).json();
    expect(session.customer).toBe(customerId);
  }
});

test('4242: checkout, signed webhooks, then a Member who reads the member-only story in full', async () => {
  expect((await readStory('ana')).isLockedPreviewOnly).toBe(true);
  const { url, customerId } = await checkoutFor('ana');
  expect(url).toMatch(new RegExp(`^${runtime.stripeApiBase}/c/pay/cs_test_`));
  expect(await (await fetch(url)).text()).toContain('$50.00');

  const paid = await stripe.pay(url, testCards.succeeds);
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${runtime.url}/p/${storyId}`);

  const user = await findUser('ana');
  expect(user).toMatchObject({ tier: 'MEMBER', memberSince: expect.any(Number) });
  expect(await findMembership('ana')).toMatchObject({
    provider: 'STRIPE',
    customerId,
    status: 'ACTIVE',
    cadence: 'YEARLY',
    currency: 'USD',
    amount: 5000,
    isCancelled: false,
    subscriptionId: expect.stringMatching(/^sub_/),
    currentPeriodEndsAt: expect.any(Number),
  });
  // The authorizer's answer for a session lives 5 s: the body opens within that.
  const content = await eventually(
    () => readStory('ana'),
    (read) => !read.isLockedPreviewOnly,
  );
  expect(content.isLockedPreviewOnly).toBe(false);
  expect(content.bodyModel.paragraphs).toHaveLength(16);
  expect(await startCheckout('ana', { planId: 'MONTHLY', currency: 'USD' })).toMatchObject({
    __typename: 'Conflict',
  });
});

test('a replayed webhook changes nothing twice', async () => {
  const { customerId } = (await findMembership('ana'))!;
  const before = await findMembership('ana');
  for (const event of await stripe.events(customerId)) {
    const [delivery] = (await stripe.deliver(event.id)).filter((candidate) =>
      candidate.url.startsWith(runtime.url.replace('localhost', '127.0.0.1')),
    );
    expect([event.type, delivery!.status, JSON.parse(delivery!.body).outcome]).toEqual([
      event.type,
      200,
      'replayed',
    ]);
  }
  expect(await findMembership('ana')).toEqual(before);
});

test('a forged or missing signature is refused with 400 and changes nothing', async () => {
  const { customerId, subscriptionId } = (await findMembership('ana'))!;
  const forged = JSON.stringify({
    id: 'evt_forged',
    object: 'event',
    type: 'customer.subscription.deleted',
    created: Math.floor(Date.now() / 1000) + 10_000,
    data: {
      object: { id: subscriptionId, object: 'subscription', customer: customerId, status: 'canceled' },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const wrongSignature = createHmac('sha256', 'whsec_not_folios')
    .update(`${timestamp}.${forged}`)
    .digest('hex');
  const post = (headers: Record<string, string>) =>
    fetch(`${runtime.url}${stripeWebhookPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: forged,
    });
  expect((await post({ 'stripe-signature': `t=${timestamp},v1=${wrongSignature}` })).status).toBe(400);
  expect((await post({})).status).toBe(400);
  expect((await fetch(`${runtime.url}${stripeWebhookPath}`)).status).toBe(405);
  expect(await findUser('ana')).toMatchObject({ tier: 'MEMBER' });
  expect(
    (await runtime.data.entities.paymentEvent.get({ provider: 'STRIPE', eventId: 'evt_forged' }).go()).data,
  ).toBeNull();
});

test('a declined card shows the error and changes nothing', async () => {
  const { url, customerId } = await checkoutFor('ben');
  const declined = await stripe.pay(url, testCards.declined);
  expect(declined.status).toBe(402);
  expect(await declined.text()).toContain('Your card was declined.');
  expect(await findUser('ben')).toMatchObject({ tier: 'FREE' });
  expect((await findMembership('ben'))?.subscriptionId).toBeUndefined();
  expect(await stripe.events(customerId)).toEqual([]);
});

test('3D Secure: the payment waits for the authentication, then completes', async () => {
  const { url } = await checkoutFor('eve', 'MONTHLY');
  const challenged = await stripe.pay(url, testCards.requiresAuthentication);
  expect(await challenged.text()).toContain('Complete authentication');
  expect(await findUser('eve')).toMatchObject({ tier: 'FREE' });
  expect((await stripe.authenticate(url, 'complete')).status).toBe(303);
  expect(await findUser('eve')).toMatchObject({ tier: 'MEMBER' });
});

test('events delivered out of order end in the newest state', async () => {
  const { url, customerId } = await checkoutFor('cai', 'PREMIUM_MONTHLY');
  const clock = await stripe.clockFor(customerId);
  await stripe.hold(customerId, true);
  expect((await stripe.pay(url, testCards.succeeds)).status).toBe(303);
  await clock.advance(32); // held too: the renewal's invoice.paid and customer.subscription.updated
  await stripe.hold(customerId, false);
  const events = await stripe.events(customerId);
  const updated = events.find((event) => event.type === 'customer.subscription.updated')!;
  const renewedPeriodEnd = updated.data.object.items.data[0].current_period_end * 1000;

  for (const event of [...events].reverse()) await stripe.deliver(event.id);

  expect(await findUser('cai')).toMatchObject({ tier: 'FRIEND', friendSince: expect.any(Number) });
  expect(await findMembership('cai')).toMatchObject({
    status: 'ACTIVE',
    cadence: 'PREMIUM_MONTHLY',
    currentPeriodEndsAt: renewedPeriodEnd,
  });
  const created = events.find((event) => event.type === 'customer.subscription.created')!;
  const record = await runtime.data.entities.paymentEvent
    .get({ provider: 'STRIPE', eventId: created.id })
    .go();
  expect(record.data?.outcome).toBe('stale');
});

test('the test clock renews 0341 and records each failed payment, access kept while Stripe retries', async () => {
  const { url, customerId } = await checkoutFor('dee', 'MONTHLY');
  const clock = await stripe.clockFor(customerId);
  expect((await stripe.pay(url, testCards.failsOnRenewal)).status).toBe(303);
  expect(await findUser('dee')).toMatchObject({ tier: 'MEMBER' });

  await clock.advance(32);
  expect(await findMembership('dee')).toMatchObject({
    status: 'PENDING_ACTION',
    paymentFailedAt: expect.any(Number),
    paymentFailureCount: 1,
  });
  expect(await findUser('dee')).toMatchObject({ tier: 'MEMBER' });

  await clock.advance(1);
  expect(await findMembership('dee')).toMatchObject({ paymentFailureCount: 2 });
});
