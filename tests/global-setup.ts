import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { ensureWebBuild } from '../infra/local/web-build.ts';

/**
 * Builds the web client if stale and starts DynamoDB Local once for the whole run (in memory). Test
 * files create their own tables on it (tests/fixtures/table.ts), so they never see each other's data.
 */
export default async function globalSetup() {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    // Lambdas run on nodejs22.x in AWS; the SDK supports this machine's Node 20 until 2027.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  // The pages Lambda and the browser tests serve the built client.
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
  (globalThis as { folioDynamoDbLocal?: typeof dynamo }).folioDynamoDbLocal = dynamo;
}
