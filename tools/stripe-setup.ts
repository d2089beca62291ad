import Stripe from 'stripe';
import { stripeApiVersion, stripeClientOptions } from '#functions/memberships/stripe/stripe-provider.ts';
import { setUpStripeCoupons } from './stripe/stripe-coupons.ts';
import { setUpStripePrices } from './stripe/stripe-prices.ts';

/**
 * `STRIPE_API_KEY=sk_… npm run stripe:setup`: creates Folio's Products, Prices and offer Coupons from the price table
 * in a Stripe account (docs/deploy.md "Connecting Stripe"); running it again changes nothing unless the
 * table changed. The key is read from the environment only, never stored.
 */
async function main() {
  const apiKey = process.env.STRIPE_API_KEY;
  if (!apiKey) throw new Error("Set STRIPE_API_KEY to the account's secret key (sk_test_… or sk_live_…)");
  const stripe = new Stripe(apiKey, {
    apiVersion: stripeApiVersion as Stripe.StripeConfig['apiVersion'],
    ...stripeClientOptions(process.env.STRIPE_API_BASE),
  });
  const outcomes = { ...(await setUpStripePrices(stripe)), ...(await setUpStripeCoupons(stripe)) };
  for (const [lookupKey, outcome] of Object.entries(outcomes)) console.log(`${lookupKey}: ${outcome}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
