import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createNewsletterReads } from '#shared/data/reads/newsletters.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import { notificationSender } from '#shared/queues/notification-event.ts';
import { reindexSender } from '#shared/queues/search-index-message.ts';
import { sqsQueueSender, type QueueSender } from '#shared/queues/queue-sender.ts';
import { createDraftsRepository } from './drafts/repository.ts';
import { createDraftsService, newPostId } from './drafts/service.ts';
import { createNewsletterEmailPlace } from './drafts/newsletter-email.ts';
import { createPublishMentions } from './mentions/publish-mentions.ts';
import { createPublishing } from './publishing/publishing.ts';
import { createPublishingRepository } from './publishing/repository.ts';
import { createPostsRepository } from './repository.ts';
import { createPostsResolvers } from './resolvers.ts';
import { createPostsService } from './service.ts';
import { createSettingsRepository } from './settings/repository.ts';
import { createSettingsService } from './settings/service.ts';
import { createYourStoriesRepository } from './your-stories/repository.ts';
import { createYourStoriesService } from './your-stories/service.ts';
import { createViewerEdges } from './reading-history/reading-list-state.ts';
import { createSeriesRepository } from './series/repository.ts';
import { createSeriesService } from './series/service.ts';
import { createClapsRepository } from './claps/repository.ts';
import { createClapsService } from './claps/service.ts';
import { createHighlightsRepository } from './highlights/repository.ts';
import { createHighlightsService } from './highlights/service.ts';
import { createProfileLists } from './profile/service.ts';
import type { ReadListeners } from './reading-history/read-listeners.ts';
import { resumeReadingListeners } from './catalogs/resume-reading.ts';
import { createReadingHistoryRepository } from './reading-history/repository.ts';
import { createReadingHistoryService } from './reading-history/service.ts';
import { createResponsesServiceOver } from './responses/service-over-table.ts';
import { createCatalogsRepository } from './catalogs/repository.ts';
import { createCatalogsService } from './catalogs/service.ts';
import { createFriendLinksRepository } from './friend-links/repository.ts';
import { createFriendLinksService } from './friend-links/service.ts';
import { createMeter } from './metered/meter.ts';
import { createFeedsRepository } from './feeds/repository.ts';
import { createFeedsService } from './feeds/service.ts';
import { createMeteredRepository } from './metered/repository.ts';
import { createFollowReads } from './topics/follow-reads.ts';
import { createTopicsService } from './topics/service.ts';

export interface PostsHandlerOptions {
  /** Where post-published goes (the content-events queue); SQS from the environment by default. */
  queue?: QueueSender;
  now?: () => number;
  /** Who hears readStarted and readFinished: the reader's Resume reading list unless told. */
  readListeners?: ReadListeners;
}

/** The posts Lambda over any table: the AWS entry below, the local AppSync and the tests all build it here. */
export function createHandler(
  data: FolioData,
  logger = createLogger('posts'),
  { queue = sqsQueueSender(sqsClientFromEnv()), now = Date.now, readListeners }: PostsHandlerOptions = {},
): ResolverHandler {
  const repository = createPostsRepository(data);
  const flags = createFlagStore(data);
  const meter = createMeter({ repository: createMeteredRepository(data), flags: flags.all, now });
  const service = createPostsService({ repository, meter, now });
  const rateLimits = createRateLimitStore(data);
  const notify = notificationSender(queue, logger);
  const reindex = reindexSender(queue, logger);
  const drafts = createDraftsService({
    drafts: createDraftsRepository(data),
    posts: repository,
    rateLimits,
    // Response drafts (decision 121): `responses` is built below; these run only at request time.
    responseTarget: (viewer, request) => responses.responseTarget(viewer, request),
    newsletterEmailPlace: createNewsletterEmailPlace({
      ...createNewsletterReads(data),
      ...createCollectionReads(data),
    }),
    now,
  });
  const storiesRepository = createYourStoriesRepository(data);
  const stories = createYourStoriesService({
    stories: storiesRepository,
    posts: repository,
    rateLimits,
    reindex,
    now,
  });
  const collectionReads = createCollectionReads(data);
  const mentions = createPublishMentions({ findUsersByIds: createUserReads(data).findUsersByIds, notify });
  const publishing = createPublishing({
    repository: createPublishingRepository(data),
    findCollectionById: collectionReads.findCollectionById,
    findPosts: repository.findPosts,
    rateLimits,
    flags,
    queue,
    logger,
    notify,
    mentions,
    reindex,
    publishDraftedResponse: (viewer, drafted, paragraphs) =>
      responses.publishDraftedResponse(viewer, drafted, paragraphs),
    now,
  });
  const settings = createSettingsService({
    settings: createSettingsRepository(data, { ...createUserReads(data), ...collectionReads }),
    rateLimits,
    queue,
    logger,
    reindex,
    now,
  });
  const series = createSeriesService({
    series: createSeriesRepository(data),
    posts: repository,
    rateLimits,
    now,
  });
  const catalogsRepository = createCatalogsRepository(data);
  const catalogs = createCatalogsService({
    catalogs: catalogsRepository,
    posts: repository,
    rateLimits,
    now,
    newId: newPostId,
    notify,
    reindex,
  });
  const clapsRepository = createClapsRepository(data);
  const claps = createClapsService({
    claps: clapsRepository,
    posts: repository,
    catalogs: catalogsRepository,
    users: createUserReads(data),
    rateLimits,
    queue,
    logger,
    notify,
    now,
  });
  const readingHistory = createReadingHistoryService({
    history: createReadingHistoryRepository(data),
    posts: repository,
    listeners: readListeners ?? resumeReadingListeners(catalogs),
    rateLimits,
    now,
  });
  const highlights = createHighlightsService({
    highlights: createHighlightsRepository(data),
    posts: repository,
    rateLimits,
    notify,
    now,
  });
  const responses = createResponsesServiceOver(data, {
    rateLimits,
    flags,
    now,
    newId: newPostId,
    notify,
  });
  return createDomainHandler(
    'posts',
    createPostsResolvers({
      service,
      drafts,
      stories,
      publishing,
      settings,
      series,
      readingHistory,
      highlights,
      profileLists: createProfileLists({
        posts: repository,
        clappedBy: clapsRepository.clappedBy,
        responsesOf: (creatorId, paging) => storiesRepository.storiesOnShelf(creatorId, 'responses', paging),
      }),
      claps,
      responses,
      catalogs,
      viewerEdges: createViewerEdges(data),
      friendLinks: createFriendLinksService({
        links: createFriendLinksRepository(data),
        posts: repository,
        rateLimits,
        now,
      }),
      feeds: createFeedsService({
        feeds: createFeedsRepository(data),
        posts: repository,
        present: service.presentStories,
        now,
      }),
      topics: createTopicsService({
        repository,
        follows: createFollowReads(data),
        users: createUserReads(data),
        present: service.presentStories,
        now,
      }),
    }),
    logger,
  );
}

/** The AWS entry, built on first use: importing this module needs no TABLE_NAME. */
export const handler = lazyHandler('posts', () => createHandler(dataFromEnv()));
