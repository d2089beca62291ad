import { SESv2Client } from '@aws-sdk/client-sesv2';
import { authOriginFromEnvironment } from '#shared/http/auth-origin.ts';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';
import { ssmParameterReader } from '#shared/lambda/ssm-parameter.ts';
import { traced } from '#shared/observability/observability.ts';
import { mailConfigurationSetVariable, sesMailer } from '#shared/ports/mailer.ts';
import { s3ObjectStore, uploadsBucketVariable, uploadsS3Client } from '#shared/ports/object-store.ts';
import { newsletterSendRateVariable } from '#shared/queues/newsletter-send-job.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createNewsletterSendConsumer } from './create-newsletter-send-consumer.ts';

/**
 * AWS entry of the newsletter sender: SES from MAIL_FROM_ADDRESS through its configuration set, paced to its share of the quota; the
 * links signed with the session key's derived key and pointing at the site's origin; subscriber exports
 * written to the uploads bucket (decision 170).
 */
export const handler = observeQueueConsumer(
  'newsletter-send',
  createNewsletterSendConsumer({
    data: dataFromEnv(),
    queue: sqsQueueSender(sqsClientFromEnv()),
    mailer: sesMailer(
      traced(new SESv2Client({})),
      requireEnv('MAIL_FROM_ADDRESS'),
      requireEnv(mailConfigurationSetVariable),
    ),
    objects: s3ObjectStore(uploadsS3Client(), requireEnv(uploadsBucketVariable)),
    sessionSecret: secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
    siteOrigin: authOriginFromEnvironment(process.env, ssmParameterReader()),
    ratePerSecond: Number(requireEnv(newsletterSendRateVariable)),
  }),
);
