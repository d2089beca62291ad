import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createMembershipsRepository } from './repository.ts';
import { createManageService } from './manage/manage-service.ts';
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

/** Managing a reader's own membership (issue #14, manage/): the same table, provider and limits. */
export function composeManageService(data: FolioData, provider: PaymentProvider) {
  return createManageService({
    repository: createMembershipsRepository(data),
    provider,
    rateLimits: createRateLimitStore(data),
  });
}
