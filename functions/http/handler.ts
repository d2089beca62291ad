import { sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { s3ObjectStore, uploadsBucketVariable, uploadsS3Client } from '#shared/ports/object-store.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { appSyncExecutor } from '#shared/api/graphql-executor.ts';
import { observeFunctionUrl } from '#shared/http/http-errors.ts';
import { traced } from '#shared/observability/observability.ts';
import { createHttpHandler } from './create-http-handler.ts';

/**
 * AWS entry: the API is AppSync at GRAPHQL_URL; events go to the queue at QUEUE_URL_EVENTS; avatars
 * and story images to the uploads bucket (infra/functions.ts `uploads`).
 */
export const handler = observeFunctionUrl(
  'http',
  createHttpHandler({
    executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
    queue: sqsQueueSender(sqsClientFromEnv()),
    objects: s3ObjectStore(traced(uploadsS3Client()), requireEnv(uploadsBucketVariable)),
  }),
);
