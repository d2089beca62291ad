import type { FolioData } from '#shared/data/data.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import { newsletterSendVisibilityTimeoutSeconds } from '#shared/queues/newsletter-send-job.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createApprovedStorySend } from './approved-story.ts';
import { createDelivery } from './deliver.ts';
import { createFanOut } from './fan-out.ts';
import { pacer } from './pace.ts';
import { createSendingRepository } from './repository.ts';
import { newsletterSendMessageSchema } from './send-messages.ts';
import { createExportRepository } from '../export/repository.ts';
import { createExportJob } from '../export/service.ts';
import { createConfirmationAsker } from '../import/ask-to-confirm.ts';
import { composeImports } from '../import/compose.ts';
import { createConfirmationRepository } from '../import/confirmation-repository.ts';
import { createNewsletterRepository } from '../repository.ts';

export interface NewsletterSendConsumerParts {
  data: FolioData;
  queue: QueueSender;
  mailer: Mailer;
  /** Where subscriber exports are written (decision 170). */
  objects: ObjectStore;
  sessionSecret: SecretSource;
  siteOrigin: () => Promise<string>;
  /** This consumer's share of the SES quota: e-mails a second per invocation. */
  ratePerSecond: number;
  now?: () => number;
  logger?: ReturnType<typeof createLogger>;
}

/**
 * Consumes the newsletter-send queue: a story's fan-out job, one of its recipient batches, or a chunk of
 * a mailing-list import (decision 168; without consent it sends confirmation e-mails, decision 173),
 * or a subscribers export (decision 170).
 */
export function createNewsletterSendConsumer(parts: NewsletterSendConsumerParts) {
  const { now = Date.now, logger = createLogger('newsletters') } = parts;
  const repository = createSendingRepository(parts.data);
  // One pace for every e-mail this consumer sends: stories and import confirmations share the quota.
  const pace = pacer(parts.ratePerSecond);
  const staleClaimMs = newsletterSendVisibilityTimeoutSeconds * 1000;
  const fanOut = createFanOut({ repository, queue: parts.queue, now });
  const sendApprovedStory = createApprovedStorySend({ repository, fanOut });
  const deliver = createDelivery({
    repository,
    mailer: parts.mailer,
    sessionSecret: parts.sessionSecret,
    siteOrigin: parts.siteOrigin,
    pace,
    now,
    staleClaimMs,
    logger,
  });
  const askToConfirm = createConfirmationAsker({
    confirmations: createConfirmationRepository(parts.data),
    suppressedAmong: repository.suppressedAmong,
    mailer: parts.mailer,
    pace,
    sessionSecret: parts.sessionSecret,
    siteOrigin: parts.siteOrigin,
    now,
    staleClaimMs,
    logger,
  });
  const imports = composeImports(parts.data, parts.queue, now, askToConfirm);
  const runExport = createExportJob({
    data: parts.data,
    newsletters: createNewsletterRepository(parts.data),
    exports: createExportRepository(parts.data),
    objects: parts.objects,
    mailer: parts.mailer,
    siteOrigin: parts.siteOrigin,
    now,
  });
  return createSqsBatchHandler(
    newsletterSendMessageSchema,
    (message) => {
      if (message.kind === 'import-chunk') return imports.importChunk(message);
      if (message.kind === 'export-subscribers') return runExport(message);
      if (message.kind === 'send-story') return fanOut(message);
      if (message.kind === 'send-approved-story') return sendApprovedStory(message);
      return deliver(message);
    },
    logger,
  );
}
