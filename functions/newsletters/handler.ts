import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret, type SecretSource } from '#shared/lambda/secret.ts';
import { createLogger } from '#shared/observability/observability.ts';
import {
  s3ObjectStore,
  uploadsBucketVariable,
  uploadsS3Client,
  type ObjectStore,
} from '#shared/ports/object-store.ts';
import { sqsQueueSender, type QueueSender } from '#shared/queues/queue-sender.ts';
import { createExportDownload } from './export/download.ts';
import { createExportRepository } from './export/repository.ts';
import { createExportRequest } from './export/service.ts';
import { composeImports } from './import/compose.ts';
import { createSubscriberList } from './subscribers.ts';
import { createNewsletterRepository } from './repository.ts';
import { createNewslettersResolvers } from './resolvers.ts';
import { createNewsletterStats } from './newsletter-stats.ts';
import { createNewslettersService } from './service.ts';

/** The newsletters service over a table: the resolvers' and the one-click address's (one-click.ts). */
export function composeNewsletters(
  data: FolioData,
  sessionSecret: SecretSource,
  now: () => number = Date.now,
) {
  const repository = createNewsletterRepository(data);
  const rateLimits = createRateLimitStore(data);
  const statsOf = createNewsletterStats(data, now);
  return {
    repository,
    service: createNewslettersService({ repository, sessionSecret, rateLimits, now, statsOf }),
  };
}

/** The newsletters Lambda over any table: the AWS entry below, the local AppSync and the tests build it here. */
export function createHandler(
  data: FolioData,
  sessionSecret: SecretSource,
  queue: QueueSender,
  objects: ObjectStore,
  logger = createLogger('newsletters'),
  now: () => number = Date.now,
): ResolverHandler {
  const { repository, service } = composeNewsletters(data, sessionSecret, now);
  const imports = composeImports(data, queue, now);
  const exports = createExportRepository(data);
  return createDomainHandler(
    'newsletters',
    createNewslettersResolvers({
      service,
      repository,
      imports,
      subscribersOf: createSubscriberList(data, repository),
      requestExport: createExportRequest({
        newsletters: repository,
        exports,
        queue,
        rateLimits: createRateLimitStore(data),
        now,
      }),
      exportFor: createExportDownload({ exports, newsletters: repository, objects, now }),
    }),
    logger,
  );
}

/**
 * The AWS entry, built on first use: the session signing key from Secrets Manager (SESSION_SECRET_ARN);
 * imports' chunk jobs and subscriber exports to the newsletter-send queue; exports' files read (and
 * their downloads presigned) from the uploads bucket (decision 176).
 */
export const handler = lazyHandler('newsletters', () =>
  createHandler(
    dataFromEnv(),
    secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
    sqsQueueSender(sqsClientFromEnv()),
    s3ObjectStore(uploadsS3Client(), requireEnv(uploadsBucketVariable)),
  ),
);
