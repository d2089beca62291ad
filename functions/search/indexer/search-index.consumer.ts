import { dataFromEnv } from '#shared/lambda/clients.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createChangeReader } from '../documents/change-reader.ts';
import { createSearchIndexConsumer } from './create-search-index-consumer.ts';
import { uploadsBucketVariable } from '#shared/ports/object-store.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { deployedIndexStore } from '../store/deployed-index-store.ts';

/** AWS entry of the search-index consumer (reserved concurrency 1: the index's single writer). */
export const handler = observeQueueConsumer(
  'search-index',
  createSearchIndexConsumer({
    changes: createChangeReader(dataFromEnv()),
    store: deployedIndexStore(process.env, () => requireEnv(uploadsBucketVariable)),
  }),
);
