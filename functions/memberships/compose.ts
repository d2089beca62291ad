import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createGiftsRepository } from './gifts/repository.ts';
import { createGiftsService } from './gifts/service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createMembershipsRepository } from './repository.ts';
import { createManageService } from './manage/manage-service.ts';
import { createMembershipsService } from './service.ts';

/**
 * The memberships, gifts and manage services over a table and a payment provider: the resolvers and the
 * webhook share them. Gift e-mails go to the e-mail queue (sent by the webhook Lambda only).
 */
export function composeMembershipsServices(
  data: FolioData,
  provider: PaymentProvider,
  siteOrigin: () => Promise<string>,
  queue: QueueSender,
) {
  const repository = createMembershipsRepository(data);
  const rateLimits = createRateLimitStore(data);
  const memberships = createMembershipsService({
    repository,
    provider,
    rateLimits,
    siteOrigin,
    applyGiftPayment: (event, buyerId, record) => gifts.applyGiftPayment(event, buyerId, record),
  });
  const gifts = createGiftsService({
    repository: createGiftsRepository(data),
    memberships: repository,
    provider,
    rateLimits,
    queue,
    flags: createFlagStore(data),
    siteOrigin,
    customerOf: memberships.customerOf,
  });
  // Managing a reader's own membership (manage/): the same table, provider and limits.
  const manage = createManageService({ repository, provider, rateLimits });
  return { memberships, gifts, manage };
}
