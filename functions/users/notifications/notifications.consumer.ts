import { dataFromEnv } from '#shared/lambda/clients.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createNotificationsConsumer } from './create-notifications-consumer.ts';

/** AWS entry of the notifications consumer: the table, read and written. */
export const handler = observeQueueConsumer('notifications', createNotificationsConsumer(dataFromEnv()));
