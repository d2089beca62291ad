import type { DynamoDbLocal } from '#local/dynamodb-local.ts';
import type { StripeStandIn } from '#local/stripe/server.ts';

export default async function globalTeardown() {
  await (globalThis as { folioDynamoDbLocal?: DynamoDbLocal }).folioDynamoDbLocal?.stop();
  await (globalThis as { folioStripeStandIn?: StripeStandIn }).folioStripeStandIn?.stop();
}
