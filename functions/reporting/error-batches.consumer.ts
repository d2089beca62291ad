import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createErrorBatchesConsumer } from './create-consumers.ts';

export const handler = observeQueueConsumer('error-batches', createErrorBatchesConsumer());
