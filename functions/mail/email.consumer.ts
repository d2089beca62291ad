import { SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { mailConfigurationSetVariable, sesMailer } from '#shared/ports/mailer.ts';
import { traced } from '#shared/observability/observability.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createEmailConsumer } from './create-email-consumer.ts';

/**
 * AWS entry: sends through SES from MAIL_FROM_ADDRESS in the transactional configuration set, whose
 * bounces and complaints suppress the address as a newsletter's do (decision 187).
 */
export const handler = observeQueueConsumer(
  'email',
  createEmailConsumer(
    sesMailer(
      traced(new SESv2Client({})),
      requireEnv('MAIL_FROM_ADDRESS'),
      requireEnv(mailConfigurationSetVariable),
    ),
  ),
);
