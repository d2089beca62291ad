import { makeEmailReader } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards } from '#fixtures/stripe-stand-in.ts';

/**
 * The /discount page's offer (spec 2 §9 half-off first year: 25, crossout 50, saved 25) through the
 * whole local platform: the price from the server, a Stripe coupon on the Checkout Session, the first
 * year paid at half price and the renewal at the table's.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
const readers = ['gia', 'hal'] as const;
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.offers@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const name of readers) {
        const user = await makeEmailReader(data, { username: `${name}_offers`, name, email: emailOf(name) });
        ids[name] = user.id;
      }
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 120_000);
afterAll(() => runtime.stop());

const startCheckout = async (name: string, planId: string, offer = 'HALF_OFF_FIRST_YEAR') =>
  (
    await batchCall(
      runtime.url,
      `mutation ($planId: MembershipPlanCadence!, $offer: MembershipOffer) {
        startMembershipCheckout(planId: $planId, currency: USD, offer: $offer, successPath: "/welcome-member") {
          __typename ... on MembershipCheckout { url } ... on BadRequest { message } ... on Conflict { message } } }`,
      { planId, offer },
      sessions[name]!.headers,
    )
  ).data?.startMembershipCheckout;
const findUser = async (name: string) =>
  (await runtime.data.entities.user.get({ id: ids[name]! }).go()).data!;
const customerOf = async (name: string) =>
  (await runtime.data.entities.membership.get({ userId: ids[name]! }).go()).data!.customerId;

test('the offer is the yearly Member plan at half price, its crossout the table’s price', async () => {
  const answer = await batchCall(
    runtime.url,
    `query ($currency: MembershipCurrency) { membershipPlans(currency: $currency, offer: HALF_OFF_FIRST_YEAR) {
      id tier billingInterval price { amount currency crossoutAmount savedAmount } } }`,
    { currency: 'CAD' },
  );
  expect(answer.data?.membershipPlans).toEqual([
    {
      id: 'YEARLY',
      tier: 'MEMBER',
      billingInterval: 'ANNUAL',
      price: { amount: 2500, currency: 'CAD', crossoutAmount: 5000, savedAmount: 2500 },
    },
  ]);
});

test('an offer names only the plan it lowers', async () => {
  expect(await startCheckout('hal', 'MONTHLY')).toEqual({
    __typename: 'BadRequest',
    message: 'This offer is for the yearly Member plan only.',
  });
});

test('paid with the offer: 25 now, 50 at the renewal; a second membership pays the table’s price', async () => {
  const answer = await startCheckout('gia', 'YEARLY');
  expect(answer.__typename).toBe('MembershipCheckout');
  const page = await (await fetch(answer.url)).text();
  expect(page).toContain('$25.00');
  expect(page).toContain('then $50.00 per year');
  const clock = await stripe.clockFor(await customerOf('gia'));
  expect((await stripe.pay(answer.url, testCards.succeeds)).status).toBe(303);
  expect(await findUser('gia')).toMatchObject({ tier: 'MEMBER' });

  const customerId = await customerOf('gia');
  const paidInvoices = async () =>
    (await stripe.events(customerId))
      .filter((event) => event.type === 'invoice.paid')
      .map((event) => event.data.object.amount_paid as number);
  expect(await paidInvoices()).toEqual([2500]);
  await clock.advance(366);
  expect(await paidInvoices()).toEqual([2500, 5000]);

  // Had a membership (its tier back to FREE, as after it ended): the offer is not for them again.
  await runtime.data.entities.user.patch({ id: ids.gia! }).set({ tier: 'FREE' }).go();
  const refused = await eventually(
    () => startCheckout('gia', 'YEARLY'),
    (result) => result.__typename !== 'Conflict' || !/already a member/.test(result.message),
  );
  expect(refused).toEqual({
    __typename: 'Conflict',
    message: 'This offer is for a first membership: you can still choose any plan at its price.',
  });
});
