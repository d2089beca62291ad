import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createFolioData } from '../data/data.ts';
import { traced } from '../observability/observability.ts';
import { requireEnv } from './require-env.ts';

/**
 * The DynamoDB client, in AWS and in the local runtime alike. Without a `logger`, the SDK's logger
 * middleware is taken out: it filters every request's input and output for sensitive data (the schema
 * walk `schemaLogFilter`) to hand them to the default logger, which writes nothing.
 */
export function createDynamoDbClient(config: DynamoDBClientConfig = {}): DynamoDBClient {
  const client = new DynamoDBClient(config);
  if (!config.logger) client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/**
 * Clients built from the environment, traced in X-Ray. The SDK honours AWS_ENDPOINT_URL_DYNAMODB /
 * _SQS, which is how the local runtime points the very same code at DynamoDB Local and the local SQS.
 */
export function dataFromEnv() {
  return createFolioData({ client: traced(createDynamoDbClient()), table: requireEnv('TABLE_NAME') });
}

export const sqsClientFromEnv = () => traced(new SQSClient({}));
