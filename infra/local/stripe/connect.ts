import Stripe from 'stripe';
import {
  stripeApiVersion,
  stripeClientOptions,
  stripeWebhookEvents,
  type StripeSettings,
} from '#functions/memberships/stripe/stripe-provider.ts';
import { standInApiKey, startStripeStandIn } from './server.ts';

/** Set by the jest global setup (and read by every test runtime): the run's one stand-in. */
export const stripeStandInVariable = 'FOLIO_STRIPE_STAND_IN';

/**
 * The local runtime's Stripe: the stand-in at `apiBase` (or one started here, in memory, when none
 * runs), and a webhook endpoint registered there for this runtime through Stripe's own API, whose
 * signing secret the webhook handler checks — as an operator does in Stripe's dashboard.
 */
export async function connectLocalStripe(apiBase: string | undefined, webhookUrl: string) {
  const own = apiBase ? undefined : await startStripeStandIn();
  const base = apiBase ?? own!.url;
  const stripe = new Stripe(standInApiKey, {
    apiVersion: stripeApiVersion as Stripe.StripeConfig['apiVersion'],
    ...stripeClientOptions(base),
  });
  const endpoint = await stripe.webhookEndpoints.create({
    url: webhookUrl,
    enabled_events: [...stripeWebhookEvents],
  });
  const secret = endpoint.secret ?? '';
  const settings: StripeSettings = { apiKey: standInApiKey, apiBase: base, webhookSecret: () => secret };
  return {
    settings,
    apiBase: base,
    async disconnect() {
      await stripe.webhookEndpoints.del(endpoint.id).catch(() => undefined);
      await own?.stop();
    },
  };
}
