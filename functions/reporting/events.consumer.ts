import { dataFromEnv } from '#shared/lambda/clients.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createEventsConsumer } from './create-consumers.ts';

export const handler = observeQueueConsumer('events', createEventsConsumer(dataFromEnv()));
