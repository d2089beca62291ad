import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createNewsletterRepository } from '../repository.ts';
import { createImportRepository } from './repository.ts';
import { createImportService } from './service.ts';

/** Mailing-list imports over a table: the resolvers' (handler.ts) and the newsletter-send consumer's chunk jobs. */
export function composeImports(data: FolioData, queue: QueueSender, now: () => number = Date.now) {
  return createImportService({
    repository: createImportRepository(data),
    newsletters: createNewsletterRepository(data),
    queue,
    rateLimits: createRateLimitStore(data),
    now,
  });
}
