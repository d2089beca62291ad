import { makeEmailReader } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards, type TestClock } from '#fixtures/stripe-stand-in.ts';
import { manageMessages } from '#functions/memberships/manage/manage-messages.ts';

/**
 * Updating a card (issue #14, decision 144) through the whole local platform: the viewer's own Stripe
 * membership gets a setup-mode Checkout page at the stand-in, the card saved there reaches the table
 * through the verified webhook (the card made the subscription's default, a failed renewal paid with
 * it), and a replay changes nothing.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
const readers = ['ada', 'bo', 'cy', 'di'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.card@folio.example`;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const name of readers) {
        const user = await makeEmailReader(data, { username: `${name}_card`, name, email: emailOf(name) });
        ids[name] = user.id;
      }
      // A legacy Braintree membership: no adapter, so no card page.
      await data.entities.user.patch({ id: ids.di! }).set({ tier: 'MEMBER' }).go();
      await data.entities.membership
        .create({
          userId: ids.di!,
          provider: 'BRAINTREE',
          customerId: 'bt_customer_card',
          subscriptionId: 'bt_sub_card',
          status: 'ACTIVE',
          cadence: 'MONTHLY',
          currency: 'USD',
          amount: 500,
          startedAt: Date.now() - 10 * DAY_MS,
          currentPeriodEndsAt: Date.now() + 20 * DAY_MS,
          paymentMethod: { kind: 'PaypalAccount' },
          updatedAt: Date.now(),
        })
        .go();
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 120_000);
afterAll(() => runtime.stop());

const refusals =
  '... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } ... on Conflict { message } ... on RateLimited { message }';

const call = async (name: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  (await batchCall(runtime.url, query, variables, name ? sessions[name]!.headers : {})).data;

const startCardUpdate = async (name: string | undefined, returnPath?: string) =>
  (
    await call(
      name,
      `mutation ($returnPath: String) { startPaymentMethodUpdate(returnPath: $returnPath) {
        __typename ... on PaymentMethodUpdate { url } ${refusals} } }`,
      returnPath === undefined ? {} : { returnPath },
    )
  )?.startPaymentMethodUpdate as Record<string, any> | undefined;

/** What the stand-in holds, read through its API as the adapter reads it. */
const stripeObject = async (path: string, method = 'GET') =>
  (await (
    await fetch(`${runtime.stripeApiBase}/v1/${path}`, {
      method,
      headers: { authorization: 'Bearer sk_test_x' },
    })
  ).json()) as Record<string, any>;

const findMembership = async (name: string) =>
  (await runtime.data.entities.membership.get({ userId: ids[name]! }).go()).data!;

/** Each reader's customer on a test clock of its own (decision 148), made before the first payment. */
const clocks: Record<string, TestClock> = {};

async function becomeMember(name: string, card: string) {
  const answer = await call(
    name,
    'mutation { startMembershipCheckout(planId: MONTHLY, currency: USD) { ... on MembershipCheckout { url } } }',
  );
  const membership = await runtime.data.entities.membership.get({ userId: ids[name]! }).go();
  clocks[name] = await stripe.clockFor(membership.data!.customerId);
  expect((await stripe.pay(answer?.startMembershipCheckout.url as string, card)).status).toBe(303);
}

/** The card page's session id, from its address (`…/c/pay/{id}`). */
const sessionIdOf = (url: string) => url.split('/').pop()!;

test('a visitor is asked to sign in; a reader without a paid membership and a Braintree member are told why', async () => {
  expect((await startCardUpdate(undefined)) ?? { __typename: 'Unauthorized' }).toMatchObject({
    __typename: 'Unauthorized',
  });
  expect(await startCardUpdate('cy')).toEqual({
    __typename: 'NotFound',
    message: manageMessages.noCardToUpdate,
  });
  expect(await startCardUpdate('di')).toEqual({ __typename: 'Conflict', message: manageMessages.braintree });
});

test("the page is Stripe Checkout in setup mode for the viewer's own subscription, back with payment-updated=1", async () => {
  await becomeMember('ada', testCards.succeeds);
  const membership = await findMembership('ada');
  const answer = await startCardUpdate('ada', '/me/settings/membership');
  expect(answer?.__typename).toBe('PaymentMethodUpdate');
  const session = await stripeObject(`checkout/sessions/${sessionIdOf(answer!.url)}`);
  expect(session).toMatchObject({
    mode: 'setup',
    customer: membership.customerId,
    currency: 'usd',
    success_url: `${runtime.url}/me/settings/membership?payment-updated=1`,
    cancel_url: `${runtime.url}/me/settings/membership`,
  });
  const setup = await stripeObject(`setup_intents/${session.setup_intent}`);
  expect(setup).toMatchObject({
    customer: membership.customerId,
    status: 'requires_payment_method',
    metadata: { folioSubscriptionId: membership.subscriptionId },
  });
  // Without a returnPath: back to the manage page.
  const fallback = await startCardUpdate('ada');
  const fallbackSession = await stripeObject(`checkout/sessions/${sessionIdOf(fallback!.url)}`);
  expect(fallbackSession.success_url).toBe(`${runtime.url}/manage-membership?payment-updated=1`);
});

test('a return path off this site is refused', async () => {
  expect(await startCardUpdate('ada', '//evil.example/')).toMatchObject({ __typename: 'BadRequest' });
});

test('a declined card changes nothing; the saved Mastercard becomes the membership’s card through the webhook', async () => {
  const { url } = (await startCardUpdate('ada'))!;
  const declined = await stripe.pay(url, testCards.declined);
  expect(declined.status).toBe(402);
  expect(await declined.text()).toContain('Your card was declined.');
  expect((await findMembership('ada')).paymentMethod).toMatchObject({ lastFour: '4242' });

  const saved = await stripe.pay(url, testCards.mastercard);
  expect(saved.status).toBe(303);
  expect(saved.headers.get('location')).toBe(`${runtime.url}/manage-membership?payment-updated=1`);
  const membership = await findMembership('ada');
  expect(membership.paymentMethod).toEqual({
    kind: 'CreditCard',
    cardType: 'Mastercard',
    lastFour: '4444',
    expirationMonth: 12,
    expirationYear: 2034,
  });
  // Stripe holds it as the subscription's and the customer's default for the payments to come.
  const subscription = await stripeObject(`subscriptions/${membership.subscriptionId}`);
  expect((await stripeObject(`payment_methods/${subscription.default_payment_method}`)).card).toMatchObject({
    brand: 'mastercard',
    last4: '4444',
  });
  // An update with no parameters answers the customer as it is (Stripe's rule; no GET is among Folio's calls).
  const customer = await stripeObject(`customers/${membership.customerId}`, 'POST');
  expect(customer.invoice_settings).toEqual({ default_payment_method: subscription.default_payment_method });
});

test('a replayed card-saved event changes nothing', async () => {
  const membership = await findMembership('ada');
  const events = await stripe.events(membership.customerId);
  const completed = events.filter(
    (event) => event.type === 'checkout.session.completed' && event.data.object.mode === 'setup',
  );
  expect(completed).toHaveLength(1);
  const before = await findMembership('ada');
  const [delivery] = await stripe.deliver(completed[0]!.id);
  expect(delivery?.status).toBe(200);
  expect(await findMembership('ada')).toEqual(before);
  const record = await runtime.data.entities.paymentEvent
    .get({ provider: 'STRIPE', eventId: completed[0]!.id })
    .go();
  expect(record.data?.outcome).toMatch(/^(applied|stale)$/);
});

test('3D Secure is asked for a 3184 card, and the card is saved once completed', async () => {
  const { url } = (await startCardUpdate('ada'))!;
  const challenge = await stripe.pay(url, testCards.requiresAuthentication);
  expect(await challenge.text()).toContain('3D Secure');
  expect((await stripe.authenticate(url, 'complete')).status).toBe(303);
  expect((await findMembership('ada')).paymentMethod).toMatchObject({ lastFour: '3184' });
});

test('a past_due membership is paid with the new card: ACTIVE again, its failures cleared, and it renews', async () => {
  await becomeMember('bo', testCards.failsOnRenewal);
  await clocks.bo!.advance(32);
  const failed = await findMembership('bo');
  expect(failed).toMatchObject({ status: 'PENDING_ACTION', paymentFailureCount: 1 });

  const { url } = (await startCardUpdate('bo'))!;
  expect((await stripe.pay(url, testCards.succeeds)).status).toBe(303);
  const paid = await findMembership('bo');
  expect(paid).toMatchObject({ status: 'ACTIVE', paymentFailureCount: 0 });
  expect(paid.paymentFailedAt).toBeUndefined();
  expect(paid.paymentMethod).toMatchObject({ lastFour: '4242' });
  expect(paid.currentPeriodEndsAt).toBeGreaterThan(failed.currentPeriodEndsAt!);

  // The renewals charge the new card: 0341 replaced by 4242 renews fine.
  await clocks.bo!.advance(32);
  const renewed = await findMembership('bo');
  expect(renewed).toMatchObject({ status: 'ACTIVE', paymentFailureCount: 0 });
  expect(renewed.currentPeriodEndsAt).toBeGreaterThan(paid.currentPeriodEndsAt!);
});
