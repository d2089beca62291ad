import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { notificationSender } from '#shared/queues/notification-event.ts';
import { reindexSender } from '#shared/queues/search-index-message.ts';
import { sqsQueueSender, type QueueSender } from '#shared/queues/queue-sender.ts';
import { createUsersRepository } from './repository.ts';
import { createUsersResolvers } from './resolvers.ts';
import { createUsersService } from './service.ts';
import { createSocialChanges } from './social-changes.ts';
import { createFollowerReindex } from './follower-reindex.ts';
import { createSocialReads } from './social-reads.ts';
import { createSocialRepository } from './social-repository.ts';
import { createTopicFollows } from './topic-follows.ts';
import { createViewerUpdates } from './viewer-updates.ts';
import { createWhoToFollowRepository } from './who-to-follow/repository.ts';
import { createWhoToFollow } from './who-to-follow/service.ts';
import { createNotificationsRepository } from './notifications/repository.ts';
import { createNotificationsService } from './notifications/service.ts';

/** The users Lambda over any table: the AWS entry below, the local AppSync and the tests all build it here. */
export function createHandler(
  data: FolioData,
  logger = createLogger('users'),
  now: () => number = Date.now,
  /** Where a new follower's notification goes (the notifications queue); SQS from the environment by default. */
  queue: QueueSender = sqsQueueSender(sqsClientFromEnv()),
): ResolverHandler {
  const repository = createUsersRepository(data);
  const social = createSocialRepository(data);
  const rateLimits = createRateLimitStore(data);
  const reindex = reindexSender(queue, logger);
  const resolvers = createUsersResolvers({
    service: createUsersService({ repository }),
    updates: createViewerUpdates({ repository, rateLimits, reindex, now }),
    socialChanges: createSocialChanges({
      users: repository,
      social,
      rateLimits,
      notify: notificationSender(queue, logger),
      reindexFollowed: createFollowerReindex({ rateLimits, reindex, logger, now }),
      now,
    }),
    socialReads: createSocialReads({ users: repository, social }),
    topicFollows: createTopicFollows({ social, rateLimits, now }),
    whoToFollow: createWhoToFollow({
      users: repository,
      social,
      suggestions: createWhoToFollowRepository(data),
    }),
    notifications: createNotificationsService({
      repository: createNotificationsRepository(data),
      now,
    }),
  });
  return createDomainHandler('users', resolvers, logger);
}

/** The AWS entry, built on first use: importing this module needs no TABLE_NAME. */
export const handler = lazyHandler('users', () => createHandler(dataFromEnv()));
