import { makeEmailReader } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards, type StandInEvent, type TestClock } from '#fixtures/stripe-stand-in.ts';

/**
 * Billing history and receipts (issue #14, decision 146) through the whole local platform: payments
 * made at the Stripe stand-in through the real adapter, their signed `charge.*` webhooks kept as charge
 * items, and the payer — only the payer — reading them back, a page at a time.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
const readers = ['ada', 'bea', 'cid', 'dan'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.billing@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const name of readers) {
        const user = await makeEmailReader(data, { username: `${name}_billing`, name, email: emailOf(name) });
        ids[name] = user.id;
      }
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 120_000);
afterAll(() => runtime.stop());

const chargeFields = `id createdAt productKind status currency subtotal discount amount amountRefunded
  receiptNumber paymentProvider paymentMethod { __typename ... on CreditCard { cardType lastFour } }`;
const refusals = '... on BadRequest { message } ... on Unauthorized { message }';

const call = async (name: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  (await batchCall(runtime.url, query, variables, name ? sessions[name]!.headers : {})).data;

const history = async (name: string | undefined, paging: Record<string, unknown> = {}) =>
  (
    await call(
      name,
      `query ($paging: PagingOptions) { billingHistory(paging: $paging) { __typename
        ... on ChargeConnection { charges { ${chargeFields} } pagingInfo { next { limit to } } } ${refusals} } }`,
      { paging },
    )
  )?.billingHistory;
const chargesOf = async (name: string) => (await history(name, { limit: 25 })).charges as any[];
const charge = async (name: string | undefined, chargeId: string) =>
  (
    await call(
      name,
      `query ($chargeId: ID!) { billingCharge(chargeId: $chargeId) { __typename
        ... on ChargeV2 { ${chargeFields} } ... on NotFound { message } ${refusals} } }`,
      { chargeId },
    )
  )?.billingCharge;

const mutate = async (name: string, mutation: string, variables: Record<string, unknown> = {}) =>
  Object.values((await call(name, mutation, variables)) ?? {})[0] as Record<string, any>;

const customerOf = async (name: string) =>
  (await runtime.data.entities.membership.get({ userId: ids[name]! }).go()).data!.customerId;

/** Each reader's customer on a test clock of its own (decision 148), made before the first payment. */
const clocks: Record<string, TestClock> = {};

async function becomeMember(name: string, card: string) {
  const answer = await mutate(
    name,
    `mutation { startMembershipCheckout(planId: MONTHLY, currency: USD) { ... on MembershipCheckout { url } } }`,
  );
  clocks[name] = await stripe.clockFor(await customerOf(name));
  expect((await stripe.pay(answer.url as string, card)).status).toBe(303);
}

const receiptPage = (name: string | undefined, chargeId: string) =>
  fetch(`${runtime.url}/me/billing-history/receipt/${chargeId}`, {
    headers: name ? { cookie: sessions[name]!.cookie } : {},
  });

const visa = { __typename: 'CreditCard', cardType: 'Visa', lastFour: '4242' };

test('a checkout and two renewals, one with a retention offer: three charges, newest first', async () => {
  await becomeMember('ada', testCards.succeeds);
  const offered = await mutate(
    'ada',
    'mutation { acceptMembershipRetentionOffer(offer: TWENTY_PERCENT_OFF_ONE_YEAR) { __typename } }',
  );
  expect(offered.__typename).toBe('MembershipStatus');
  await clocks.ada!.advance(32);
  await clocks.ada!.advance(32);

  const charges = await chargesOf('ada');
  const paid = { status: 'PAID', currency: 'USD', productKind: 'MONTHLY', paymentProvider: 'STRIPE' };
  expect(charges).toMatchObject([
    { ...paid, subtotal: 500, discount: 100, amount: 400, paymentMethod: visa },
    { ...paid, subtotal: 500, discount: 100, amount: 400, paymentMethod: visa },
    { ...paid, subtotal: 500, discount: 0, amount: 500, paymentMethod: visa },
  ]);
  expect(charges[0].createdAt).toBeGreaterThan(charges[1].createdAt);
  expect(charges[1].createdAt).toBeGreaterThan(charges[2].createdAt);
  for (const each of charges) expect(each.receiptNumber).toMatch(/^\d{4}-\d{4}$/);
  expect(await charge('ada', charges[2].id)).toEqual({ __typename: 'ChargeV2', ...charges[2] });
});

test('the history comes a page at a time; a forged cursor is a BadRequest', async () => {
  const first = await history('ada', { limit: 2 });
  expect(first.charges).toHaveLength(2);
  expect(first.pagingInfo.next).toMatchObject({ limit: 2 });
  const second = await history('ada', { limit: 2, to: first.pagingInfo.next.to });
  expect(second.charges).toHaveLength(1);
  expect(second.pagingInfo.next).toBeNull();
  expect([...first.charges, ...second.charges]).toEqual(await chargesOf('ada'));
  expect(await history('ada', { to: 'bm90IGEgY3Vyc29y' })).toMatchObject({ __typename: 'BadRequest' });
  expect(await history('ada', { limit: 26 })).toMatchObject({ __typename: 'BadRequest' });
});

test('replayed charge webhooks add nothing; a refund marks the charge refunded', async () => {
  const events = (await stripe.events(await customerOf('ada'))).filter((event: StandInEvent) =>
    event.type.startsWith('charge.'),
  );
  expect(events.map((event) => event.type)).toEqual([
    'charge.succeeded',
    'charge.succeeded',
    'charge.succeeded',
  ]);
  for (const event of events) {
    const [delivery] = await stripe.deliver(event.id);
    expect(JSON.parse(delivery!.body)).toEqual({ received: true, outcome: 'replayed' });
  }
  const before = await chargesOf('ada');
  expect(before).toHaveLength(3);

  const oldest = before[2];
  const refund = await fetch(`${runtime.stripeApiBase}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_folio_local',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ charge: oldest.id }).toString(),
  });
  expect(refund.status).toBe(200);
  expect(await charge('ada', oldest.id)).toMatchObject({ status: 'REFUNDED', amountRefunded: 500 });
  // The charge's first event delivered again (late) does not turn it back.
  await stripe.deliver(events[0]!.id);
  expect((await chargesOf('ada'))[2]).toMatchObject({ id: oldest.id, status: 'REFUNDED' });
});

test('a gift purchase is a GIFT charge for its buyer', async () => {
  const answer = await mutate(
    'bea',
    `mutation ($emails: [String!]!) { startGiftCheckout(giftType: GIFT, tier: MEMBER, months: 3, currency: USD,
      recipientEmails: $emails) { __typename ... on GiftCheckout { url } } }`,
    { emails: ['friend.billing@folio.example'] },
  );
  expect((await stripe.pay(answer.url as string, testCards.succeeds)).status).toBe(303);
  expect(await chargesOf('bea')).toMatchObject([
    { productKind: 'GIFT', status: 'PAID', amount: 1500, subtotal: 1500, discount: 0, paymentMethod: visa },
  ]);
});

test('a failed renewal is a FAILED charge, with no receipt number', async () => {
  await becomeMember('cid', testCards.failsOnRenewal);
  await clocks.cid!.advance(32);
  const [failed, first] = await chargesOf('cid');
  expect(first).toMatchObject({ status: 'PAID', amount: 500 });
  expect(failed).toMatchObject({
    status: 'FAILED',
    amount: 500,
    receiptNumber: null,
    paymentMethod: { cardType: 'Visa', lastFour: '0341' },
  });
});

test('only the payer reads a charge or opens its receipt: anyone else gets NotFound and the 404 page', async () => {
  const [adas] = await chargesOf('ada');
  expect(await chargesOf('dan')).toEqual([]);
  expect(await charge('dan', adas.id)).toEqual({ __typename: 'NotFound', message: 'No such charge.' });
  expect(await charge('dan', 'ch_none')).toEqual({ __typename: 'NotFound', message: 'No such charge.' });
  expect(await charge(undefined, adas.id)).toMatchObject({ __typename: 'Unauthorized' });
  expect(await history(undefined)).toMatchObject({ __typename: 'Unauthorized' });
  expect(await charge('dan', "ch'); drop")).toMatchObject({ __typename: 'BadRequest' });

  const own = await receiptPage('ada', adas.id);
  expect(own.status).toBe(200);
  expect(own.headers.get('cache-control')).toMatch(/no-store|private/);
  expect(await own.text()).toContain('noindex');
  for (const other of ['dan', undefined]) {
    const page = await receiptPage(other, adas.id);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(adas.id.slice(3));
  }
});
