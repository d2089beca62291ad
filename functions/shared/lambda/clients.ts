import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createFolioData } from '../data/data.ts';
import { traced } from '../observability/observability.ts';
import { requireEnv } from './require-env.ts';

/**
 * Clients built from the environment, traced in X-Ray. The SDK honours AWS_ENDPOINT_URL_DYNAMODB /
 * _SQS, which is how the local runtime points the very same code at DynamoDB Local and the local SQS.
 */
export function dataFromEnv() {
  return createFolioData({ client: traced(new DynamoDBClient({})), table: requireEnv('TABLE_NAME') });
}

export const sqsClientFromEnv = () => traced(new SQSClient({}));
