import type { FolioData } from '#shared/data/data.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { Flags } from '#contract/flags.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import { createCatalogsRepository } from '../catalogs/repository.ts';
import { createHighlightsRepository } from '../highlights/repository.ts';
import { createPublishMentions } from '../mentions/publish-mentions.ts';
import { createPostsRepository } from '../repository.ts';
import { createResponsesRepository } from './repository.ts';
import { createResponsesService } from './service.ts';

/**
 * The responses service over a table, its reads (mutes, lists, quotes) from the posts domain's own
 * repositories, its mentions' users from the shared user reads: what the posts Lambda, the demo seed and the benchmarks build alike. The caller gives
 * what differs: the rate limits, the flags, the clock and where new ids come from.
 */
export function createResponsesServiceOver(
  data: FolioData,
  options: {
    rateLimits: RateLimitCounter;
    flags: { all(): Promise<Flags> };
    now: () => number;
    newId: () => string;
    notify: Notifier;
  },
) {
  const catalogs = createCatalogsRepository(data);
  const highlights = createHighlightsRepository(data);
  return createResponsesService({
    responses: createResponsesRepository(data),
    findMutes: createPostsRepository(data).findMutes,
    findCatalog: (id) => catalogs.findCatalog(id),
    findQuote: (quoteId) => highlights.findQuote(quoteId, { consistent: true }),
    mentions: createPublishMentions({
      findUsersByIds: createUserReads(data).findUsersByIds,
      notify: options.notify,
    }),
    ...options,
  });
}
