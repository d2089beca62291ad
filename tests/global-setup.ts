import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { ensureWebBuild } from '../infra/local/web-build.ts';

/**
 * Starts DynamoDB Local once for the whole run (in memory). Test files create their own tables on it
 * (tests/fixtures/table.ts), so they never see each other's data.
 */
export default async function globalSetup() {
  // The pages Lambda and the browser tests serve the built client.
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
  process.env.AWS_REGION = 'us-east-1';
  // Lambdas run on nodejs22.x in AWS; locally Node 20 is supported by the SDK until 2027.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  (globalThis as { folioDynamoDbLocal?: typeof dynamo }).folioDynamoDbLocal = dynamo;
}
