import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createSesFeedbackConsumer, feedbackTopicVariable } from './create-ses-feedback-consumer.ts';

/** AWS entry of the SES feedback consumer: the table, and the topic its notifications must come from. */
export const handler = observeQueueConsumer(
  'ses-feedback',
  createSesFeedbackConsumer({ data: dataFromEnv(), topicArn: requireEnv(feedbackTopicVariable) }),
);
