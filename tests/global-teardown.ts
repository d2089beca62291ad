import type { DynamoDbLocal } from '#local/dynamodb-local.ts';

export default async function globalTeardown() {
  await (globalThis as { folioDynamoDbLocal?: DynamoDbLocal }).folioDynamoDbLocal?.stop();
}
