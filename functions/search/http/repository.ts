import type { FolioData } from '#shared/data/data.ts';

/** What the search Lambda reads of the table: a viewer's mutes, a list's stories. */
export interface SearchRepository {
  findMutes(userId: string): Promise<{ userIds: Set<string>; collectionIds: Set<string> }>;
  /** A list's owner, visibility and story ids; undefined when there is no such list. */
  findCatalog(
    catalogId: string,
  ): Promise<{ creatorId: string; visibility: string; postIds: string[] } | undefined>;
}

/** The only code of the search Lambda that touches the table: one request per function. */
export function createSearchRepository(data: FolioData): SearchRepository {
  const { mute, catalog } = data.entities;
  return {
    /** Every mute of the viewer: one Query of their `mute` partition (a reader mutes few). */
    async findMutes(muterId) {
      const { data: items } = await mute.query.byMuter({ muterId }).go({ pages: 'all' });
      const idsOf = (kind: string) =>
        new Set(items.filter((item) => item.targetKind === kind).map((item) => item.targetId));
      return { userIds: idsOf('user'), collectionIds: idsOf('collection') };
    },
    /** A list with its items: one GetItem. */
    async findCatalog(id) {
      const { data: item } = await catalog.get({ id }).go();
      if (!item) return undefined;
      const postIds = item.items.filter((entry) => entry.type === 'POST').map((entry) => entry.entityId);
      return { creatorId: item.creatorId, visibility: item.visibility, postIds };
    },
  };
}
