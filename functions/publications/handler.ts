import { dataFromEnv } from '#shared/lambda/clients.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import type { ResolverHandler } from '#shared/api/resolver-router.ts';
import { createPublicationsRepository } from './repository.ts';
import { createPublicationsResolvers } from './resolvers.ts';
import { createPublicationsService } from './service.ts';

/** The publications Lambda over any table: the AWS entry below, the local AppSync and the tests all build it here. */
export function createHandler(data: FolioData, logger = createLogger('publications')): ResolverHandler {
  const service = createPublicationsService({ repository: createPublicationsRepository(data) });
  return createDomainHandler('publications', createPublicationsResolvers(service), logger);
}

/** The AWS entry, built on first use: importing this module needs no TABLE_NAME. */
export const handler = lazyHandler('publications', () => createHandler(dataFromEnv()));
