import type { Client } from '@opensearch-project/opensearch';
import { searchIndexKinds, searchIndexName, type SearchIndexKind } from '#contract/search.ts';
import { indexDefinition } from './index-fields.ts';

/**
 * Folio's five indexes on a domain. Each `{prefix}{kind}` is an alias of one concrete index
 * `{prefix}{kind}_{version}`, so a rebuild fills new indexes while searches read the old ones, then
 * swaps every alias at once.
 */
/** The version of the indexes created before any rebuild. */
const firstVersion = 'initial';

export function searchIndexes(client: Client, indexPrefix: string) {
  const aliasOf = (kind: SearchIndexKind) => searchIndexName(indexPrefix, kind);

  return {
    aliasOf,

    /**
     * Creates the indexes that do not exist yet (a first deployment), each behind its alias. The name
     * is fixed, so two indexers starting at once create one index: the second is refused, and its
     * batch is retried.
     */
    async ensure() {
      for (const kind of searchIndexKinds) {
        const { body: exists } = await client.indices.exists({ index: aliasOf(kind) });
        if (exists) continue;
        await client.indices.create({
          index: `${aliasOf(kind)}_${firstVersion}`,
          body: { ...indexDefinition(kind), aliases: { [aliasOf(kind)]: {} } },
        });
      }
    },

    /** New, empty indexes for a rebuild: the names to fill, by kind. */
    async createVersion(version: string): Promise<Record<SearchIndexKind, string>> {
      const names = Object.fromEntries(
        searchIndexKinds.map((kind) => [kind, `${aliasOf(kind)}_${version}`]),
      ) as Record<SearchIndexKind, string>;
      for (const kind of searchIndexKinds) {
        await client.indices.create({ index: names[kind], body: indexDefinition(kind) });
      }
      return names;
    },

    /** Points every alias at its new index and deletes the indexes it pointed at, in one atomic call. */
    async publish(names: Record<SearchIndexKind, string>) {
      const built = Object.values(names);
      await client.indices.refresh({ index: built });
      const { body: current } = await client.indices.get({
        index: searchIndexKinds.map(aliasOf),
        ignore_unavailable: true,
        allow_no_indices: true,
      });
      const replaced = Object.keys(current).filter((index) => !built.includes(index));
      await client.indices.updateAliases({
        body: {
          actions: [
            ...replaced.map((index) => ({ remove_index: { index } })),
            ...searchIndexKinds.map((kind) => ({ add: { index: names[kind], alias: aliasOf(kind) } })),
          ],
        },
      });
    },
  };
}

export type SearchIndexes = ReturnType<typeof searchIndexes>;
