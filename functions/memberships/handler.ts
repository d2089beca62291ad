import { authOriginFromEnvironment } from '#shared/http/auth-origin.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import type { FolioData } from '#shared/data/data.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { ssmParameterReader } from '#shared/lambda/ssm-parameter.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { composeManageService, composeMembershipsService } from './compose.ts';
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
): ResolverHandler {
  const service = composeMembershipsService(data, provider, siteOrigin);
  const manage = composeManageService(data, provider);
  return createDomainHandler('memberships', createMembershipsResolvers(service, manage), logger);
}

/** The AWS entry, built on first use: Stripe's keys from Secrets Manager, the site's origin from the environment. */
export const handler = lazyHandler('memberships', async () =>
  createHandler(
    dataFromEnv(),
    createStripeProvider(await stripeSettingsFromSecret(requireEnv(stripeSecretArnVariable))),
    authOriginFromEnvironment(process.env, ssmParameterReader()),
  ),
);
