import { SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { sesMailer } from '#shared/ports/mailer.ts';
import { traced } from '#shared/observability/observability.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createEmailConsumer } from './create-email-consumer.ts';

/** AWS entry: sends through SES from MAIL_FROM_ADDRESS. */
export const handler = observeQueueConsumer(
  'email',
  createEmailConsumer(sesMailer(traced(new SESv2Client({})), requireEnv('MAIL_FROM_ADDRESS'))),
);
