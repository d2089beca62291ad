import { authOriginFromEnvironment } from '#shared/http/auth-origin.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import type { FolioData } from '#shared/data/data.ts';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { ssmParameterReader } from '#shared/lambda/ssm-parameter.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { notificationSender } from '#shared/queues/notification-event.ts';
import { sqsQueueSender, type QueueSender } from '#shared/queues/queue-sender.ts';
import { composeMembershipsServices } from './compose.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createMembershipsResolvers } from './resolvers.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';
import { stripeSecretArnVariable, stripeSettingsFromSecret } from './stripe/stripe-environment.ts';

/** The memberships Lambda over any table and provider: the AWS entry, the local AppSync and the tests build it here. */
export function createHandler(
  data: FolioData,
  provider: PaymentProvider,
  siteOrigin: () => Promise<string>,
  logger = createLogger('memberships'),
  /** Where a redeemed gift's notification goes (the notifications queue); SQS from the environment by default. */
  queue: QueueSender = sqsQueueSender(sqsClientFromEnv()),
): ResolverHandler {
  // Gift e-mails are queued by the webhook Lambda only (it applies the payments).
  const noEmail = { send: () => Promise.reject(new Error('The memberships resolvers send no e-mail')) };
  const services = composeMembershipsServices(
    data,
    provider,
    siteOrigin,
    noEmail,
    notificationSender(queue, logger),
  );
  return createDomainHandler('memberships', createMembershipsResolvers(services), logger);
}

/** The AWS entry, built on first use: Stripe's keys from Secrets Manager, the site's origin from the environment. */
export const handler = lazyHandler('memberships', async () =>
  createHandler(
    dataFromEnv(),
    createStripeProvider(await stripeSettingsFromSecret(requireEnv(stripeSecretArnVariable))),
    authOriginFromEnvironment(process.env, ssmParameterReader()),
  ),
);
