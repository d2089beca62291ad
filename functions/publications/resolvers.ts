import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { selectsOnlyId } from '#shared/api/selection.ts';
import { parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { collectionArguments, domainOrSlugArguments, postSource, userSource } from './arguments.ts';
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
    'User.adminCollections': async (event) => {
      const user = userSource.safeParse(event.source);
      if (!user.success) return null;
      return service.adminCollections(user.data.id, viewerFromIdentity(event.identity));
    },
  };

  const batchFields: Record<string, BatchFieldResolver> = {
    'Post.collection': async (events) => {
      const ids = events.map((event) => postSource.parse(event.source)?.collectionId);
      // Asked only for the id (the cache decision does): the story already knows it, nothing to read.
      if (events.every((event) => selectsOnlyId(event.info))) return ids.map((id) => (id ? { id } : null));
      return service.collectionsOf(ids);
    },
  };

  return { fields, batchFields };
}
