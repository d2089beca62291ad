import { S3Client } from '@aws-sdk/client-s3';
import { sqsClientFromEnv } from '../shared/clients.ts';
import { requireEnv } from '../shared/require-env.ts';
import { s3ObjectStore, uploadsBucketVariable } from '../shared/object-store.ts';
import { sqsQueueSender } from '../shared/queue-sender.ts';
import { appSyncExecutor } from '../shared/graphql-executor.ts';
import { observeFunctionUrl } from '../shared/http-errors.ts';
import { traced } from '../shared/observability.ts';
import { createHttpHandler } from './create-http-handler.ts';

/**
 * AWS entry: the API is AppSync at GRAPHQL_URL; events go to the queue at QUEUE_URL_EVENTS; avatars
 * to the uploads bucket (infra/functions.ts `uploads`).
 */
export const handler = observeFunctionUrl(
  'http',
  createHttpHandler({
    executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
    queue: sqsQueueSender(sqsClientFromEnv()),
    objects: s3ObjectStore(traced(new S3Client({})), requireEnv(uploadsBucketVariable)),
  }),
);
