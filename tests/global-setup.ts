import { startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { ensureWebBuild } from '#local/web-build.ts';
import { stripeStandInVariable } from '#local/stripe/connect.ts';
import { startStripeStandIn } from '#local/stripe/server.ts';
import unitSetup from './unit-setup.ts';

/**
 * Builds the web client if stale and starts DynamoDB Local and the Stripe stand-in once for the whole run (in memory). Test
 * files create their own tables on it (tests/fixtures/table.ts), so they never see each other's data.
 */
export default async function globalSetup() {
  unitSetup();
  // The pages Lambda and the browser tests serve the built client.
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
  (globalThis as { folioDynamoDbLocal?: typeof dynamo }).folioDynamoDbLocal = dynamo;
  // One Stripe stand-in for the run, in memory; each test runtime registers its own webhook endpoint.
  const stripe = await startStripeStandIn();
  process.env[stripeStandInVariable] = stripe.url;
  (globalThis as { folioStripeStandIn?: typeof stripe }).folioStripeStandIn = stripe;
}
