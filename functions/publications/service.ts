import type { Viewer } from '#shared/api/viewer.ts';
import { isDomain } from './arguments.ts';
import {
  toGraphqlCollection,
  type GraphqlCollection,
} from '#shared/api/graphql-collection/graphql-collection.ts';
import type { PublicationsRepository } from './repository.ts';

/**
 * The most publications User.adminCollections lists. The avatar menu shows 3 and 'See all
 * publications' beyond; a full list belongs to a paged field of the publication-admin work.
 */
export const maxAdminCollections = 50;

export interface PublicationsServiceDependencies {
  repository: PublicationsRepository;
}

/** Reading publications ("collections" on the wire): by domain or slug, by id, and for a batch of stories. */
export function createPublicationsService({ repository }: PublicationsServiceDependencies) {
  return {
    /** A custom domain (it has a dot) or a slug, already normalised to lower case; null when absent. */
    async byDomainOrSlug(domainOrSlug: string): Promise<GraphqlCollection | null> {
      const collection = isDomain(domainOrSlug)
        ? await repository.findCollectionByDomain(domainOrSlug)
        : await repository.findCollectionBySlug(domainOrSlug);
      return collection ? toGraphqlCollection(collection) : null;
    },

    async byId(id: string): Promise<GraphqlCollection | null> {
      const collection = await repository.findCollectionById(id);
      return collection ? toGraphqlCollection(collection) : null;
    },

    /**
     * The publications a user administers, newest first: so far the ones they created (editors come
     * with the publication-admin work). Only for the viewer's own User; null for anyone else's.
     */
    async adminCollections(userId: string, viewer: Viewer): Promise<GraphqlCollection[] | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      const collections = await repository.collectionsByCreator(userId, maxAdminCollections);
      return collections.map(toGraphqlCollection);
    },

    /** The publication of each story of a batch, in order (null without one): one BatchGet at most. */
    async collectionsOf(
      collectionIds: readonly (string | null | undefined)[],
    ): Promise<(GraphqlCollection | null)[]> {
      const ids = collectionIds.filter((id): id is string => Boolean(id));
      const collections = ids.length > 0 ? await repository.findCollectionsByIds(ids) : new Map();
      return collectionIds.map((id) => {
        const collection = id ? collections.get(id) : undefined;
        return collection ? toGraphqlCollection(collection) : null;
      });
    },
  };
}

export type PublicationsService = ReturnType<typeof createPublicationsService>;
