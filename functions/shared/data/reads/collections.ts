import type { EntityItem } from 'electrodb';
import { batchGetMap } from '../batch-get.ts';
import type { FolioData } from '../data.ts';

/** A publication as stored (functions/shared/data/entities/collection.ts). */
export type CollectionItem = EntityItem<FolioData['entities']['collection']>;

/**
 * Whether a viewer edits a publication: today its creator only (editors come with publication admin).
 * The one place of the rule: Collection.viewerEdge.isEditor, submissions and newsletters ask it here.
 */
export const isCollectionEditor = (
  collection: { creatorId?: string | null } | undefined,
  viewerId: string | undefined,
): boolean => Boolean(viewerId) && collection?.creatorId === viewerId;

/**
 * The reads of publications that several domains need, each written once and each one DynamoDB
 * request: the publications domain (pages, Post.collection), users (follows, mutes and their lists)
 * and auth's hand-offs (live custom domains). Domains take them into their repositories;
 * docs/data-model.md lists them.
 */
export function createCollectionReads(data: FolioData) {
  const { collection } = data.entities;

  return {
    /** A publication by id: one GetItem on the table (consistent after a follow changed its count). */
    async findCollectionById(id: string, consistent = false): Promise<CollectionItem | undefined> {
      const { data: item } = await collection.get({ id }).go({ consistent });
      return item ?? undefined;
    },

    /** A publication by its live custom domain: Query gsi2 (sparse: only publications with a domain). */
    async findCollectionByDomain(domain: string): Promise<CollectionItem | undefined> {
      const { data: items } = await collection.query.byDomain({ domain }).go({ limit: 1 });
      return items[0];
    },

    /** Publications by id: one BatchGetItem for the unique ids (Post.collection, muted publications). */
    findCollectionsByIds(ids: readonly string[]): Promise<Map<string, CollectionItem>> {
      return batchGetMap(ids, 'id', (keys) => collection.get(keys.map((id) => ({ id }))).go(), 'publication');
    },
  };
}

export type CollectionReads = ReturnType<typeof createCollectionReads>;
