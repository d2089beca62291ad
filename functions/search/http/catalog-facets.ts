import type { FilterExpression, ResolvedQuery, SearchViewer } from '../ports.ts';
import { expiringCache } from './expiring-cache.ts';
import type { SearchRepository } from './repository.ts';

/** How long a list's stories are reused: a story added shows in the list's search within a minute. */
const catalogCacheMs = 60_000;

/**
 * A profile's search within a list (`catalogIds:{id}` on posts) as the list's story ids: a public list,
 * or the viewer's own; any other list finds nothing. One GetItem per list, cached for a minute.
 */
export function createCatalogFacets(repository: SearchRepository, now = Date.now) {
  const cached = expiringCache<Awaited<ReturnType<SearchRepository['findCatalog']>>>(
    catalogCacheMs,
    1_000,
    now,
  );
  const catalogOf = (id: string) => cached(id, () => repository.findCatalog(id));

  async function expanded(filter: FilterExpression, viewer: SearchViewer): Promise<FilterExpression> {
    switch (filter.type) {
      case 'and':
      case 'or':
        return { ...filter, operands: await Promise.all(filter.operands.map((op) => expanded(op, viewer))) };
      case 'not':
        return { ...filter, operand: await expanded(filter.operand, viewer) };
      case 'facet': {
        if (filter.attribute !== 'catalogIds') return filter;
        const catalog = await catalogOf(String(filter.value));
        const visible = catalog && (catalog.visibility === 'PUBLIC' || catalog.creatorId === viewer.userId);
        const postIds = visible ? catalog.postIds : [];
        return {
          type: 'or',
          operands: postIds.map((postId) => ({ type: 'facet', attribute: 'postId', value: postId })),
        };
      }
      default:
        return filter;
    }
  }

  return (queries: readonly ResolvedQuery[], viewer: SearchViewer): Promise<ResolvedQuery[]> =>
    Promise.all(
      queries.map(async (query) =>
        query.filter ? { ...query, filter: await expanded(query.filter, viewer) } : query,
      ),
    );
}
