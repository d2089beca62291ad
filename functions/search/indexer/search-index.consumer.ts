import { dataFromEnv } from '#shared/lambda/clients.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createChangeReader } from '../documents/change-reader.ts';
import { createSearchIndexConsumer } from './create-search-index-consumer.ts';
import { unwiredSearchIndexStore } from './unwired-store.ts';

/** AWS entry of the search-index consumer (reserved concurrency 1: the index's single writer). */
export const handler = observeQueueConsumer(
  'search-index',
  createSearchIndexConsumer({
    changes: createChangeReader(dataFromEnv()),
    // MERGER: the snapshot store in S3 (createSnapshotIndexStore, functions/search/store/).
    store: unwiredSearchIndexStore,
  }),
);
