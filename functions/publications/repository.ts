import type { FolioData } from '#shared/data/data.ts';
import { createCollectionReads, type CollectionItem } from '#shared/data/reads/collections.ts';

export type { CollectionItem };

/**
 * The only code of the publications domain that touches the table: one function per access pattern.
 * A publication by id, by domain and by ids are shared reads (functions/shared/data/reads/collections.ts).
 */
export function createPublicationsRepository(data: FolioData) {
  const { collection } = data.entities;

  return {
    ...createCollectionReads(data),

    /** A publication by slug: Query gsi1 on slug; slugs are unique through their claim. */
    async findCollectionBySlug(slug: string): Promise<CollectionItem | undefined> {
      const { data: items } = await collection.query.bySlug({ slug }).go({ limit: 1 });
      return items[0];
    },

    /**
     * The publications a user created, newest first, at most `limit`: Query gsi3 on creatorId,
     * descending by createdAt.
     */
    async collectionsByCreator(creatorId: string, limit: number): Promise<CollectionItem[]> {
      const { data: items } = await collection.query.byCreator({ creatorId }).go({ order: 'desc', limit });
      return items;
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
