import Stripe from 'stripe';
import { stripeApiVersion, stripeClientOptions } from '#functions/memberships/stripe/stripe-provider.ts';
import { startStripeStandIn, type StripeStandIn } from './server.ts';

/** Stripe's Test Clocks in the stand-in (decision 148), through the official SDK. */
let standIn: StripeStandIn;
let stripe: Stripe;
const DAY = 86_400;
const start = Math.floor(Date.UTC(2030, 0, 10) / 1000);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe(standIn.apiKey, { apiVersion: stripeApiVersion, ...stripeClientOptions(standIn.url) });
});
afterAll(() => standIn.stop());

/** A monthly subscription of `customer`'s, paid with 4242 on the checkout page. */
async function subscribe(customer: string): Promise<string> {
  const [price] = (await stripe.prices.list({ lookup_keys: ['folio_monthly_usd'] })).data;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: price!.id, quantity: 1 }],
    success_url: 'http://localhost/done',
    cancel_url: 'http://localhost/plans',
  });
  const paid = await fetch(session.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', cardExpiry: '12 / 34', cardCvc: '123' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
}

const periodEnd = async (subscription: string) =>
  (await stripe.subscriptions.retrieve(subscription)).items.data[0]!.current_period_end;

test('a clock’s customers live at its time; advancing it renews theirs and no one else’s', async () => {
  const [mine, theirs] = await Promise.all([
    stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'mine' }),
    stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'theirs' }),
  ]);
  expect(mine).toMatchObject({ object: 'test_helpers.test_clock', frozen_time: start, status: 'ready' });
  const me = await stripe.customers.create({ test_clock: mine.id });
  const them = await stripe.customers.create({ test_clock: theirs.id });
  expect([me.created, me.test_clock]).toEqual([start, mine.id]);
  const [my, their] = [await subscribe(me.id), await subscribe(them.id)];
  expect(await periodEnd(my)).toBe(Math.floor(Date.UTC(2030, 1, 10) / 1000));

  // Two months on: two renewals of mine; theirs untouched.
  const advanced = await stripe.testHelpers.testClocks.advance(mine.id, { frozen_time: start + 62 * DAY });
  expect(advanced.frozen_time).toBe(start + 62 * DAY);
  expect(await periodEnd(my)).toBe(Math.floor(Date.UTC(2030, 3, 10) / 1000));
  expect(await periodEnd(their)).toBe(Math.floor(Date.UTC(2030, 1, 10) / 1000));
  expect((await stripe.testHelpers.testClocks.retrieve(theirs.id)).frozen_time).toBe(start);

  await expect(stripe.testHelpers.testClocks.advance(mine.id, { frozen_time: start })).rejects.toThrow(
    "The frozen_time must be after the test clock's current frozen_time.",
  );
});

test('a customer joins a clock only before its first subscription (the local control)', async () => {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start });
  const join = (customer: string) =>
    fetch(`${standIn.url}/_standin/customers/${customer}/clock`, {
      method: 'POST',
      body: JSON.stringify({ test_clock: clock.id }),
    });
  const fresh = await stripe.customers.create({ email: 'fresh@folio.example' });
  expect((await join(fresh.id)).status).toBe(200);
  expect(standIn.state.get(fresh.id)).toMatchObject({ test_clock: clock.id });

  const paying = await stripe.customers.create({ email: 'paying@folio.example' });
  await subscribe(paying.id);
  expect((await join(paying.id)).status).toBe(400);
});
