import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { composeMembershipsServices } from './compose.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';
import { stripeSecretArnVariable, stripeSettingsFromSecret } from './stripe/stripe-environment.ts';
import { createWebhookHandler } from './webhook.ts';

const logger = createLogger('memberships-webhook');

/**
 * The Stripe webhook Lambda's AWS entry (its own function URL without IAM, CloudFront's
 * /_/stripe/webhook behaviour without OAC): built on the first request, keys from Secrets Manager.
 */
export const handler = observeFunctionUrl(
  'memberships-webhook',
  lazyFunctionUrlHandler(
    async () => {
      const provider = createStripeProvider(
        await stripeSettingsFromSecret(requireEnv(stripeSecretArnVariable)),
      );
      // Webhooks start no checkout: the site's origin is the resolvers' business only.
      const noCheckouts = () => Promise.reject(new Error('The webhook Lambda starts no checkout'));
      // Nor does it redeem a gift, the one change that notifies anybody.
      const tellsNobody = () => Promise.reject(new Error('The webhook Lambda redeems no gift'));
      const queue = sqsQueueSender(sqsClientFromEnv());
      const { memberships } = composeMembershipsServices(
        dataFromEnv(),
        provider,
        noCheckouts,
        queue,
        tellsNobody,
      );
      return createWebhookHandler({ provider, service: memberships, logger });
    },
    {
      logger,
      unavailable: (requestId) => ({ statusCode: 503, body: `Try again (request ${requestId}).` }),
    },
  ),
);
