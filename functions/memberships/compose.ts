import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createBillingRepository } from './billing/billing-repository.ts';
import { createBillingService } from './billing/billing-service.ts';
import { createGiftsRepository } from './gifts/repository.ts';
import { createGiftsService } from './gifts/service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createMembershipsRepository } from './repository.ts';
import { createManageService } from './manage/manage-service.ts';
import { createMembershipsService } from './service.ts';

/**
 * The memberships, gifts, manage and billing services over a table and a payment provider: the resolvers and the
 * webhook share them. Gift e-mails go to the e-mail queue (sent by the webhook Lambda only); a redeemed
 * gift's notification to the notifications queue (sent by the resolvers only).
 */
export function composeMembershipsServices(
  data: FolioData,
  provider: PaymentProvider,
  siteOrigin: () => Promise<string>,
  queue: QueueSender,
  notify: Notifier,
) {
  const repository = createMembershipsRepository(data);
  const giftsRepository = createGiftsRepository(data);
  const rateLimits = createRateLimitStore(data);
  const memberships = createMembershipsService({
    repository,
    provider,
    rateLimits,
    siteOrigin,
    applyGiftPayment: (event, buyerId, record) => gifts.applyGiftPayment(event, buyerId, record),
    applyCharge: (event, userId, record) => billing.applyCharge(event, userId, record),
  });
  const gifts = createGiftsService({
    repository: giftsRepository,
    memberships: repository,
    provider,
    rateLimits,
    queue,
    notify,
    flags: createFlagStore(data),
    siteOrigin,
    customerOf: memberships.customerOf,
  });
  // Managing a reader's own membership (manage/): the same table, provider and limits.
  const manage = createManageService({ repository, provider, rateLimits, siteOrigin });
  // Billing history (billing/): charges kept by the webhook, named by their plan or gift order.
  const billing = createBillingService({
    repository: createBillingRepository(data),
    memberships: repository,
    provider,
    giftKindOf: async (orderId, buyerId) => {
      const order = await giftsRepository.findOrder(orderId);
      return order?.buyerId === buyerId ? order.giftType : undefined;
    },
  });
  return { memberships, gifts, manage, billing };
}
