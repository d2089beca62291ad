import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createNewsletterRepository } from '../repository.ts';
import type { ConfirmationAsker } from './ask-to-confirm.ts';
import { createConfirmationPage } from './confirmation-page.tsx';
import { createConfirmationRepository } from './confirmation-repository.ts';
import { createConfirmSubscription } from './confirm-subscription.ts';
import { createImportRepository } from './repository.ts';
import { createImportService } from './service.ts';

/**
 * Mailing-list imports over a table: the resolvers' (handler.ts) and the newsletter-send consumer's
 * chunk jobs, which alone ask addresses to confirm (`askToConfirm`, decision 173).
 */
export function composeImports(
  data: FolioData,
  queue: QueueSender,
  now: () => number = Date.now,
  askToConfirm?: ConfirmationAsker,
) {
  return createImportService({
    repository: createImportRepository(data),
    newsletters: createNewsletterRepository(data),
    queue,
    rateLimits: createRateLimitStore(data),
    now,
    ...(askToConfirm ? { askToConfirm } : {}),
  });
}

/** The confirmation link's page (decision 173), served by the newsletters' function URL. */
export function composeConfirmationPage(data: FolioData, sessionSecret: SecretSource, now = Date.now) {
  return createConfirmationPage({
    confirmations: createConfirmSubscription({
      confirmations: createConfirmationRepository(data),
      imports: createImportRepository(data),
      newsletters: createNewsletterRepository(data),
      now,
    }),
    sessionSecret,
    now,
  });
}
