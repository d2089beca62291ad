import { authOriginFromEnvironment } from '#shared/http/auth-origin.ts';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';
import { ssmParameterReader } from '#shared/lambda/ssm-parameter.ts';
import { createLogger, observeInvocation } from '#shared/observability/observability.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { composeDigestSender } from './compose.ts';

const logger = createLogger('notification-digest');
const sender = composeDigestSender(
  dataFromEnv(),
  sqsQueueSender(sqsClientFromEnv()),
  authOriginFromEnvironment(process.env, ssmParameterReader()),
  secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
  logger,
);

/** AWS entry of the daily digest (EventBridge Scheduler, infra/functions.ts): one run, its counts logged. */
export const handler = observeInvocation(async () => {
  const run = await sender.sendDigests();
  logger.info('Notification digests', { ...run });
  return run;
});
