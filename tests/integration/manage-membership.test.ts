import { makeEmailReader } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards, type TestClock } from '#fixtures/stripe-stand-in.ts';

/**
 * Managing a membership (issue #14) through the whole local platform: the viewer's status read from the
 * table, switch, retention offer, cancel and reactivate made at the Stripe stand-in through the real
 * adapter, and the webhooks that follow — the only writer of memberships and tiers.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
const readers = ['mia', 'noa', 'oli'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.manage@folio.example`;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const name of readers) {
        const user = await makeEmailReader(data, { username: `${name}_manage`, name, email: emailOf(name) });
        ids[name] = user.id;
      }
      // A legacy Braintree membership: shown, never changed (no adapter).
      await data.entities.user.patch({ id: ids.oli! }).set({ tier: 'MEMBER' }).go();
      await data.entities.membership
        .create({
          userId: ids.oli!,
          provider: 'BRAINTREE',
          customerId: 'bt_customer_1',
          subscriptionId: 'bt_sub_1',
          status: 'ACTIVE',
          cadence: 'YEARLY',
          currency: 'USD',
          amount: 5000,
          startedAt: Date.now() - 100 * DAY_MS,
          currentPeriodEndsAt: Date.now() + 265 * DAY_MS,
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

const statusFields = `membershipId membershipType amount currency isCancelled paymentProvider canSwitchPlan
  isEligibleForReactivation currentPeriodEndsAt discountEndsAt cancelReason hasCreditCardExpired
  paymentMethod { __typename ... on CreditCard { cardType lastFour expirationMonth expirationYear } ... on PaypalAccount { displayName } }
  planV2 { discount { numCycles percentOff regularPrice { amount currency } } }
  switchPlanSchedule { startAt membershipType plan { price { amount currency } } }`;
const refusals =
  '... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } ... on Conflict { message } ... on RateLimited { message }';

const call = async (name: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  (await batchCall(runtime.url, query, variables, name ? sessions[name]!.headers : {})).data;

const status = async (name?: string) =>
  (await call(name, `{ membershipStatus { ${statusFields} } }`))?.membershipStatus;
const change = async (name: string, mutation: string, variables: Record<string, unknown>) => {
  const data = await call(name, mutation, variables);
  return Object.values(data ?? {})[0] as Record<string, any>;
};
const switchPlan = (name: string, planId: string) =>
  change(
    name,
    `mutation ($planId: MembershipPlanCadence!) { switchMembershipPlan(planId: $planId) {
      __typename ... on MembershipStatus { ${statusFields} } ${refusals} } }`,
    { planId },
  );
const cancel = (name: string, reason: string) =>
  change(
    name,
    `mutation ($reason: MembershipCancelReason!) { cancelMembership(reason: $reason) {
      __typename ... on MembershipStatus { ${statusFields} } ${refusals} } }`,
    { reason },
  );
const offer = (name: string, kind: string) =>
  change(
    name,
    `mutation ($offer: MembershipRetentionOffer!) { acceptMembershipRetentionOffer(offer: $offer) {
      __typename ... on MembershipStatus { ${statusFields} } ${refusals} } }`,
    { offer: kind },
  );
const uncancel = (name: string, membershipId: string) =>
  change(
    name,
    `mutation ($id: ID!) { uncancelMembership(membershipId: $id) {
      __typename ... on MutationSuccess { membershipId } ${refusals} } }`,
    { id: membershipId },
  );

const findMembership = async (name: string) =>
  (await runtime.data.entities.membership.get({ userId: ids[name]! }).go()).data!;
const tierOf = async (name: string) =>
  (await runtime.data.entities.user.get({ id: ids[name]! }).go()).data!.tier;

/** Each reader's own test clock: advancing one moves no other reader's subscription. */
const clocks: Record<string, TestClock> = {};

async function becomeMember(name: string, planId: string) {
  const answer = await change(
    name,
    `mutation ($planId: MembershipPlanCadence!) { startMembershipCheckout(planId: $planId, currency: USD) {
      ... on MembershipCheckout { url } } }`,
    { planId },
  );
  clocks[name] = await stripe.clockFor((await findMembership(name)).customerId);
  expect((await stripe.pay(answer.url as string, testCards.succeeds)).status).toBe(303);
}

test('a visitor and a reader who never paid have no status; a visitor cannot change one', async () => {
  expect(await status()).toBeNull();
  expect(await status('mia')).toBeNull();
  expect(await cancel('mia', 'COSTS')).toMatchObject({ __typename: 'NotFound' });
  const visitor = await batchCall(
    runtime.url,
    'mutation { cancelMembership(reason: TIME) { __typename } }',
    {},
    {},
  );
  expect(visitor.data?.cancelMembership ?? { __typename: 'Unauthorized' }).toMatchObject({
    __typename: 'Unauthorized',
  });
});

test('the status after paying: plan, price, period and the card from Stripe, with no Stripe call to read it', async () => {
  await becomeMember('mia', 'MONTHLY');
  await becomeMember('noa', 'YEARLY');
  const membership = await findMembership('mia');
  expect(await status('mia')).toEqual({
    membershipId: membership.subscriptionId,
    membershipType: 'MONTHLY',
    amount: 500,
    currency: 'USD',
    isCancelled: false,
    paymentProvider: 'STRIPE',
    canSwitchPlan: true,
    isEligibleForReactivation: false,
    currentPeriodEndsAt: Math.floor(membership.currentPeriodEndsAt! / 1000),
    discountEndsAt: null,
    cancelReason: null,
    hasCreditCardExpired: false,
    paymentMethod: {
      __typename: 'CreditCard',
      cardType: 'Visa',
      lastFour: '4242',
      expirationMonth: 12,
      expirationYear: 2034,
    },
    planV2: { discount: null },
    switchPlanSchedule: null,
  });
});

test('Member → Friend is scheduled at the period end and applied by the test clock; the tier follows the webhook', async () => {
  const periodEnd = (await status('mia')).currentPeriodEndsAt;
  const switched = await switchPlan('mia', 'PREMIUM_MONTHLY');
  expect(switched).toMatchObject({
    __typename: 'MembershipStatus',
    membershipType: 'MONTHLY',
    switchPlanSchedule: {
      startAt: periodEnd,
      membershipType: 'PREMIUM_MONTHLY',
      plan: { price: { amount: 1500, currency: 'USD' } },
    },
  });
  // The webhooks stored it: the page reads the same from the table.
  expect((await status('mia')).switchPlanSchedule).toEqual(switched.switchPlanSchedule);
  expect(await tierOf('mia')).toBe('MEMBER');

  await clocks.mia!.advance(32);
  expect(await status('mia')).toMatchObject({
    membershipType: 'PREMIUM_MONTHLY',
    amount: 1500,
    switchPlanSchedule: null,
  });
  expect(await tierOf('mia')).toBe('FRIEND');
});

test('naming the current plan drops a scheduled switch', async () => {
  expect((await switchPlan('noa', 'PREMIUM_YEARLY')).switchPlanSchedule).toMatchObject({
    membershipType: 'PREMIUM_YEARLY',
  });
  expect((await switchPlan('noa', 'YEARLY')).switchPlanSchedule).toBeNull();
  expect((await status('noa')).switchPlanSchedule).toBeNull();
});

test('a retention offer is a Stripe coupon: 20 % off the coming year, once', async () => {
  const offered = await offer('mia', 'TWENTY_PERCENT_OFF_ONE_YEAR');
  expect(offered).toMatchObject({
    amount: 1200,
    planV2: { discount: { numCycles: 12, percentOff: 20, regularPrice: { amount: 1500, currency: 'USD' } } },
  });
  expect(offered.discountEndsAt).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);
  expect(await status('mia')).toMatchObject({ amount: 1200, discountEndsAt: offered.discountEndsAt });
  expect(await offer('mia', 'FIFTY_PERCENT_OFF_ONE_YEAR')).toMatchObject({ __typename: 'Conflict' });
});

test('cancel with a reason keeps access to the period end; another reader cannot reactivate it; the owner can', async () => {
  const cancelled = await cancel('mia', 'COSTS');
  expect(cancelled).toMatchObject({
    isCancelled: true,
    cancelReason: 'COSTS',
    isEligibleForReactivation: true,
    canSwitchPlan: false,
  });
  expect(await status('mia')).toMatchObject({ isCancelled: true, cancelReason: 'COSTS' });
  expect(await tierOf('mia')).toBe('FRIEND');
  expect(await switchPlan('mia', 'MONTHLY')).toMatchObject({ __typename: 'Conflict' });
  expect(await cancel('mia', 'TIME')).toMatchObject({ __typename: 'Conflict' });

  const { membershipId } = cancelled;
  expect(await uncancel('noa', membershipId)).toMatchObject({ __typename: 'NotFound' });
  expect(await uncancel('mia', 'sub_not_hers')).toMatchObject({ __typename: 'NotFound' });
  expect(await uncancel('mia', "sub'); drop")).toMatchObject({ __typename: 'BadRequest' });
  expect(await status('mia')).toMatchObject({ isCancelled: true });

  // Stripe refusing the reactivation (the stand-in told to): not a success, and nothing changed.
  await stripe.failNext((await findMembership('mia')).customerId);
  const refused = await batchCall(
    runtime.url,
    `mutation ($id: ID!) { uncancelMembership(membershipId: $id) { __typename } }`,
    { id: membershipId },
    sessions.mia!.headers,
  );
  expect(refused.data?.uncancelMembership ?? null).toBeNull();
  expect(refused.errors?.[0]).toMatchObject({ errorType: 'ServiceUnavailable' });
  expect(await status('mia')).toMatchObject({ isCancelled: true, cancelReason: 'COSTS' });

  expect(await uncancel('mia', membershipId)).toEqual({ __typename: 'MutationSuccess', membershipId });
  expect(await status('mia')).toMatchObject({
    isCancelled: false,
    cancelReason: null,
    isEligibleForReactivation: false,
  });
  expect(await uncancel('mia', membershipId)).toMatchObject({ __typename: 'Conflict' });
});

test('a cancelled membership ends at the period end: FREE, and no status', async () => {
  await cancel('noa', 'TIME');
  expect(await tierOf('noa')).toBe('MEMBER');
  await clocks.noa!.advance(370);
  expect(await tierOf('noa')).toBe('FREE');
  expect(await status('noa')).toBeNull();
});

test('a legacy Braintree membership is shown, and changes to it are refused plainly', async () => {
  expect(await status('oli')).toMatchObject({
    membershipId: 'bt_sub_1',
    paymentProvider: 'BRAINTREE',
    membershipType: 'YEARLY',
    paymentMethod: { __typename: 'PaypalAccount', displayName: 'PayPal' },
    canSwitchPlan: true,
  });
  expect(await switchPlan('oli', 'PREMIUM_YEARLY')).toMatchObject({
    __typename: 'Conflict',
    message: expect.stringContaining('Braintree'),
  });
});
