import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createMembershipsRepository } from './repository.ts';
import { createMembershipsService } from './service.ts';

/** The memberships service over a table and a payment provider: the resolvers and the webhook share it. */
export function composeMembershipsService(
  data: FolioData,
  provider: PaymentProvider,
  siteOrigin: () => Promise<string>,
) {
  return createMembershipsService({
    repository: createMembershipsRepository(data),
    provider,
    rateLimits: createRateLimitStore(data),
    siteOrigin,
  });
}
