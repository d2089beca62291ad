import { batchGetAll } from '../shared/batch-get.ts';
import type { FolioData } from '../shared/data.ts';
import type { CollectionItem } from '../shared/graphql-collection/graphql-collection.ts';

export type { CollectionItem };

/** The only code of the publications domain that touches the table: one function per access pattern. */
export function createPublicationsRepository(data: FolioData) {
  const { collection } = data.entities;

  return {
    /** A publication by id: one GetItem on the table. */
    async findCollectionById(id: string): Promise<CollectionItem | undefined> {
      const { data: item } = await collection.get({ id }).go();
      return item ?? undefined;
    },

    /** A publication by slug: Query gsi1 on slug; slugs are unique through their claim. */
    async findCollectionBySlug(slug: string): Promise<CollectionItem | undefined> {
      const { data: items } = await collection.query.bySlug({ slug }).go({ limit: 1 });
      return items[0];
    },

    /** A publication by its live custom domain: Query gsi2 (sparse: only publications with a domain). */
    async findCollectionByDomain(domain: string): Promise<CollectionItem | undefined> {
      const { data: items } = await collection.query.byDomain({ domain }).go({ limit: 1 });
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

    /** Publications by id: one BatchGetItem for the unique ids (Post.collection answers a batch with it). */
    async findCollectionsByIds(ids: readonly string[]): Promise<Map<string, CollectionItem>> {
      const items = await batchGetAll(
        ids,
        'id',
        (keys) => collection.get(keys.map((id) => ({ id }))).go(),
        'publication',
      );
      return new Map(items.map((item) => [item.id, item]));
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
