import type { BatchFieldResolver, FieldResolver } from '../shared/resolver-router.ts';
import { parseArguments } from '../shared/results.ts';
import { collectionArguments, domainOrSlugArguments, postSource } from './arguments.ts';
import type { PublicationsService } from './service.ts';

/** The boundary: AppSync events in, validated arguments out to the service. */
export function createPublicationsResolvers(service: PublicationsService) {
  const fields: Record<string, FieldResolver> = {
    'Query.collectionByDomainOrSlug': async (event) => {
      const { domainOrSlug } = parseArguments(domainOrSlugArguments, event.arguments);
      return service.byDomainOrSlug(domainOrSlug);
    },
    'Query.collection': async (event) => {
      const { id } = parseArguments(collectionArguments, event.arguments);
      return service.byId(id);
    },
  };

  const batchFields: Record<string, BatchFieldResolver> = {
    'Post.collection': (events) =>
      service.collectionsOf(events.map((event) => postSource.parse(event.source)?.collectionId)),
  };

  return { fields, batchFields };
}
