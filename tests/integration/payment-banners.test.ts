import { makeEmailReader } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards, type TestClock } from '#fixtures/stripe-stand-in.ts';

/**
 * What spec 2 §4's payment and reactivation banners read (issue #14), from real webhooks: each reader's
 * customer on a test clock of its own (decision 148), the status compared with Folio's own time
 * (decision 149): the clocks start in the past and are advanced to about now.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
const readers = ['pia', 'quin', 'rae', 'sol'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.banners@folio.example`;
const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const name of readers) {
        const user = await makeEmailReader(data, { username: `${name}_banners`, name, email: emailOf(name) });
        ids[name] = user.id;
      }
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 120_000);
afterAll(() => runtime.stop());

const call = async (name: string, query: string, variables: Record<string, unknown> = {}) =>
  (await batchCall(runtime.url, query, variables, sessions[name]!.headers)).data;

const status = async (name: string) =>
  (
    await call(
      name,
      `{ membershipStatus { currentPeriodEndsAt isCancelled paymentProvider paymentFailedAt
        hasRecurringPaymentFailedMoreThanOnce hasCreditCardExpired isEligibleForReactivation canSwitchPlan
        paymentMethod { __typename ... on CreditCard { expirationMonth expirationYear lastFour } } } }`,
    )
  )?.membershipStatus;

/** A card's expiry as a person types it: the month holding `atSeconds`. */
const expiryAt = (atSeconds: number) => {
  const date = new Date(atSeconds * 1000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')} / ${String(date.getUTCFullYear() % 100)}`;
};

/** The reader starts a checkout, her customer joins a clock frozen at `startsAt`, and she pays on it. */
async function payOnClock(
  name: string,
  planId: string,
  card: string,
  startsAt: number,
  expiry?: string,
): Promise<TestClock> {
  const answer = await call(
    name,
    `mutation ($planId: MembershipPlanCadence!) { startMembershipCheckout(planId: $planId, currency: USD) {
      ... on MembershipCheckout { url } } }`,
    { planId },
  );
  const membership = await runtime.data.entities.membership.get({ userId: ids[name]! }).go();
  const clock = await stripe.clockFor(membership.data!.customerId, startsAt);
  expect((await stripe.pay(answer!.startMembershipCheckout.url as string, card, expiry)).status).toBe(303);
  return clock;
}

test('a renewal failed once is recorded at Stripe’s time; failed twice, the status says more than once', async () => {
  const clock = await payOnClock('pia', 'MONTHLY', testCards.failsOnRenewal, nowSeconds() - 33 * DAY_SECONDS);
  expect(await status('pia')).toMatchObject({
    paymentFailedAt: null,
    hasRecurringPaymentFailedMoreThanOnce: false,
    canSwitchPlan: true,
  });

  await clock.advance(32);
  expect(await status('pia')).toMatchObject({
    paymentFailedAt: clock.now(),
    hasRecurringPaymentFailedMoreThanOnce: false,
    hasCreditCardExpired: false,
    canSwitchPlan: false,
  });
  expect((await runtime.data.entities.membership.get({ userId: ids.pia! }).go()).data).toMatchObject({
    status: 'PENDING_ACTION',
  });

  await clock.advance(1);
  expect(await status('pia')).toMatchObject({
    paymentFailedAt: clock.now(),
    hasRecurringPaymentFailedMoreThanOnce: true,
    isCancelled: false,
    paymentProvider: 'STRIPE',
  });
});

test('a card whose month is over is expired, by Folio’s time, with no payment failed', async () => {
  const startsAt = nowSeconds() - 40 * DAY_SECONDS;
  // Valid when she paid (its month holds the clock's time plus five days), over since before today.
  const expiry = expiryAt(startsAt + 5 * DAY_SECONDS);
  const clock = await payOnClock('quin', 'YEARLY', testCards.succeeds, startsAt, expiry);
  await clock.advance(40);
  const held = await status('quin');
  expect(held).toMatchObject({ hasCreditCardExpired: true, paymentFailedAt: null, isCancelled: false });
  expect(
    `${String(held.paymentMethod.expirationMonth).padStart(2, '0')} / ${held.paymentMethod.expirationYear % 100}`,
  ).toBe(expiry);
  // The period ends more than a week away: the banner may be dismissed (spec 2 §4).
  expect(held.currentPeriodEndsAt).toBeGreaterThan(nowSeconds() + 7 * DAY_SECONDS);
});

test('a card valid beyond today is not expired', async () => {
  await payOnClock('rae', 'MONTHLY', testCards.succeeds, nowSeconds(), '12 / 34');
  expect(await status('rae')).toMatchObject({ hasCreditCardExpired: false, paymentFailedAt: null });
});

test('a cancelled member may reactivate while the period lasts, which ends when the clock reaches it', async () => {
  const clock = await payOnClock('sol', 'MONTHLY', testCards.succeeds, nowSeconds() - 5 * DAY_SECONDS);
  const cancelled = await call(
    'sol',
    'mutation { cancelMembership(reason: TIME) { __typename ... on MembershipStatus { isCancelled } } }',
  );
  expect(cancelled?.cancelMembership).toEqual({ __typename: 'MembershipStatus', isCancelled: true });
  const held = await status('sol');
  expect(held).toMatchObject({ isCancelled: true, isEligibleForReactivation: true });
  // Fewer than 4 weeks left: the reactivation banner comes back and cannot be closed (spec 2 §4).
  expect(held.currentPeriodEndsAt - nowSeconds()).toBeLessThan(28 * DAY_SECONDS);
  expect(held.paymentMethod).toMatchObject({ __typename: 'CreditCard', lastFour: '4242' });

  await clock.advance(30);
  expect(await status('sol')).toBeNull();
});

test('a dismissed payment warning is the reader’s flag, kept on the server', async () => {
  const dismiss = (flag: string, userId = ids.rae!) =>
    call(
      'rae',
      `mutation ($userId: ID!, $flag: String!) { dismissFlag(userId: $userId, flag: $flag) {
        __typename ... on User { dismissableFlags } } }`,
      { userId, flag },
    );
  expect((await dismiss('expired-last-week'))?.dismissFlag).toEqual({
    __typename: 'User',
    dismissableFlags: ['expired-last-week'],
  });
  // Another reader's flags are not hers to set.
  expect((await dismiss('will-expire-last-week', ids.sol))?.dismissFlag.__typename).not.toBe('User');
  const viewer = await call('rae', '{ viewer { dismissableFlags } }');
  expect(viewer?.viewer.dismissableFlags).toEqual(['expired-last-week']);
});
