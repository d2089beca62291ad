import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';

export type CatalogRecord = EntityItem<FolioData['entities']['catalog']>;
export type CatalogItem = CatalogRecord['items'][number];
export type CatalogItemType = CatalogItem['type'];

/**
 * Lists (docs/data-model.md): one function, one DynamoDB request each (the stories of a list are read
 * with the posts repository's `findPosts`).
 */
export function createCatalogsRepository(data: FolioData) {
  const { catalog, catalogFollow, clapShard } = data.entities;

  return {
    /**
     * A list with its clap shards (decision 119): ONE Query of the list's partition, where its
     * `clapShard` items sit beside it (same key), claimed by each entity's `parse`. The list page's read:
     * its exact clap total for no request more than the GetItem it replaces.
     */
    async findCatalogWithShards(id: string) {
      const { Key: key } = catalog.get({ id }).params<{ Key: { pk: string } }>();
      const answer = await data.table.client.send(
        new QueryCommand({
          TableName: data.table.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': 'pk' },
          ExpressionAttributeValues: { ':pk': key.pk },
        }),
      );
      const items = { Items: answer.Items ?? [] };
      const owned = { ignoreOwnership: false };
      return {
        record: catalog.parse(items, owned).data[0] as CatalogRecord | undefined,
        shards: clapShard.parse(items, owned).data,
      };
    },

    /** A list by id: ONE GetItem (consistent when its owner is about to change it). */
    async findCatalog(id: string, { consistent = false } = {}): Promise<CatalogRecord | undefined> {
      const { data: item } = await catalog.get({ id }).go({ consistent });
      return item ?? undefined;
    },

    /** Lists by id (the lists inside lists): ONE BatchGetItem per 100 ids. */
    findCatalogs(ids: readonly string[]): Promise<Map<string, CatalogRecord>> {
      return batchGetMap(ids, 'id', (keys) => catalog.get(keys.map((id) => ({ id }))).go(), 'list');
    },

    /** A reader's lists, newest first, one page: ONE Query of gsi1 on creatorId. */
    catalogsOf(creatorId: string, paging: Paging): Promise<Page<CatalogRecord>> {
      return queryPage('gsi1', paging, (options) => catalog.query.byCreator({ creatorId }).go(options));
    },

    /**
     * Every list of a reader (at most 103: whether a story is in them, how many they have): a Query of
     * gsi1 on creatorId, more pages only past 1 MB.
     */
    async allCatalogsOf(creatorId: string): Promise<CatalogRecord[]> {
      const { data: items } = await catalog.query.byCreator({ creatorId }).go({ pages: 'all' });
      return items;
    },

    /** createCatalog, and a predefined list's first save: ONE PutItem, only if the id is new. False if not. */
    async createCatalog(record: CatalogRecord): Promise<boolean> {
      try {
        await catalog.create(record).go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * A change of a list's items: ONE UpdateItem setting them and the next version, conditioned on the
     * version read. False when the list changed (or went) meanwhile.
     */
    async writeItems(record: CatalogRecord, items: CatalogItem[], now: number): Promise<boolean> {
      try {
        await catalog
          .patch({ id: record.id })
          .set({ items, version: record.version + 1, updatedAt: now })
          .where(({ version }, { eq }) => eq(version, record.version))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Rename, describe, change visibility: ONE UpdateItem of an existing list (items and version kept). */
    async updateDetails(
      id: string,
      details: Partial<Pick<CatalogRecord, 'name' | 'description' | 'visibility'>>,
      now: number,
    ): Promise<void> {
      await catalog
        .patch({ id })
        .set({ ...details, updatedAt: now })
        .go({ response: 'none' });
    },

    /** followCatalog: ONE PutItem (following again keeps nothing twice: same key). */
    async follow(followerId: string, catalogId: string, now: number): Promise<void> {
      await catalogFollow.put({ followerId, catalogId, createdAt: now }).go({ response: 'none' });
    },

    /** unfollowCatalog: ONE DeleteItem. */
    async unfollow(followerId: string, catalogId: string): Promise<void> {
      await catalogFollow.delete({ followerId, catalogId }).go({ response: 'none' });
    },

    /** Which of `catalogIds` the reader follows: ONE BatchGetItem. */
    async followed(followerId: string, catalogIds: readonly string[]): Promise<Set<string>> {
      const found = await batchGetMap(
        catalogIds,
        'catalogId',
        (keys) => catalogFollow.get(keys.map((catalogId) => ({ followerId, catalogId }))).go(),
        'list follow',
      );
      return new Set(found.keys());
    },

    /** The lists a reader follows, newest first, one page: ONE Query of gsi2. */
    followedCatalogs(followerId: string, paging: Paging) {
      return queryPage('gsi2', paging, (options) => catalogFollow.query.byNewest({ followerId }).go(options));
    },

    /** deleteCatalog: ONE DeleteItem. */
    async deleteCatalog(id: string): Promise<void> {
      await catalog.delete({ id }).go({ response: 'none' });
    },
  };
}

export type CatalogsRepository = ReturnType<typeof createCatalogsRepository>;
