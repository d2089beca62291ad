import { dataFromEnv } from '#shared/lambda/clients.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import { createPostsRepository } from './repository.ts';
import { createPostsResolvers } from './resolvers.ts';
import { createPostsService } from './service.ts';

/** The posts Lambda over any table: the AWS entry below, the local AppSync and the tests all build it here. */
export function createHandler(data: FolioData, logger = createLogger('posts')): ResolverHandler {
  const service = createPostsService({ repository: createPostsRepository(data) });
  return createDomainHandler('posts', createPostsResolvers(service), logger);
}

/** The AWS entry, built on first use: importing this module needs no TABLE_NAME. */
export const handler = lazyHandler('posts', () => createHandler(dataFromEnv()));
