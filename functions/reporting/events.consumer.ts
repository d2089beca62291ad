import { dataFromEnv } from '../shared/clients.ts';
import { observeQueueConsumer } from '../shared/sqs-batch.ts';
import { createEventsConsumer } from './create-consumers.ts';

export const handler = observeQueueConsumer('events', createEventsConsumer(dataFromEnv()));
