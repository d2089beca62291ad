import { requireEnv, sqsClientFromEnv } from '../shared/clients.ts';
import { sqsQueueSender } from '../shared/queue-sender.ts';
import { appSyncExecutor } from '../shared/graphql-executor.ts';
import { createHttpHandler } from './create-http-handler.ts';

/** AWS entry: the API is AppSync at GRAPHQL_URL; events go to the queue at QUEUE_URL_EVENTS. */
export const handler = createHttpHandler({
  executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
  queue: sqsQueueSender(sqsClientFromEnv()),
});
