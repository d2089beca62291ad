import Stripe from 'stripe';
import { stripeApiVersion, stripeClientOptions } from '#functions/memberships/stripe/stripe-provider.ts';
import { startStripeStandIn, type StripeStandIn } from '#local/stripe/server.ts';
import { setUpStripeCoupons } from './stripe-coupons.ts';
import { setUpStripePrices } from './stripe-prices.ts';

/** `npm run stripe:setup` against an empty Stripe (the stand-in without its seeded catalogue). */
let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ seed: false });
  stripe = new Stripe(standIn.apiKey, {
    apiVersion: stripeApiVersion as Stripe.StripeConfig['apiVersion'],
    ...stripeClientOptions(standIn.url),
  });
});
afterAll(() => standIn.stop());

test('creates the eight Prices once, findable by lookup key; a second run changes nothing', async () => {
  expect(Object.values(await setUpStripePrices(stripe))).toEqual(Array(8).fill('created'));
  expect(Object.values(await setUpStripePrices(stripe))).toEqual(Array(8).fill('unchanged'));
  const { data } = await stripe.prices.list({ lookup_keys: ['folio_yearly_usd'], active: true, limit: 1 });
  expect(data[0]).toMatchObject({ unit_amount: 5000, currency: 'usd', recurring: { interval: 'year' } });
  expect(
    standIn.state
      .all('product')
      .map((product) => product.id)
      .sort(),
  ).toEqual(['folio_friend', 'folio_member']);
});

test('a Price whose amount changed is replaced, and the new one takes the lookup key', async () => {
  const [old] = (await stripe.prices.list({ lookup_keys: ['folio_monthly_cad'], limit: 1 })).data;
  standIn.state.put({ ...standIn.state.get(old!.id)!, unit_amount: 600 });
  const outcomes = await setUpStripePrices(stripe);
  expect(outcomes.folio_monthly_cad).toBe('replaced');
  const [current] = (await stripe.prices.list({ lookup_keys: ['folio_monthly_cad'], limit: 1 })).data;
  expect([current!.id === old!.id, current!.unit_amount]).toEqual([false, 500]);
});

test('creates the offers’ Coupons once: half off the first payment', async () => {
  expect(await setUpStripeCoupons(stripe)).toEqual({ folio_half_off_first_year: 'created' });
  expect(await setUpStripeCoupons(stripe)).toEqual({ folio_half_off_first_year: 'unchanged' });
  expect(await stripe.coupons.retrieve('folio_half_off_first_year')).toMatchObject({
    percent_off: 50,
    duration: 'once',
  });
});
