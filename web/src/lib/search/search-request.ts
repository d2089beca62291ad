import {
  filterableAttributes,
  searchIndexName,
  type SearchIndexKind,
  type SearchParams,
  type SearchRequestBody,
} from '#contract/search.ts';

type FacetOf<K extends SearchIndexKind> = (typeof filterableAttributes)[K]['facets'][number];

/** One `attr:value` facet filter over an attribute the index declares filterable (graphql/contract/search.ts). */
export const facet = <K extends SearchIndexKind>(_kind: K, attribute: FacetOf<K>, value: string | boolean) =>
  `${attribute}:${String(value)}`;

/**
 * Spec 3 §6: unless unfiltered, people are limited to high-quality users and posts to stories written
 * by them (the search Lambda defines "high quality").
 */
export function qualityFacets(kind: SearchIndexKind, unfiltered: boolean): string[] {
  if (unfiltered) return [];
  if (kind === 'users') return [facet('users', 'highQualityUser', true)];
  if (kind === 'posts') return [facet('posts', 'writtenByHighQualityUser', true)];
  return [];
}

/** What one search of a scope asks: every index of it, in one multi-query request (spec 3 §7). */
export interface SearchAsk {
  kinds: readonly SearchIndexKind[];
  query: string;
  hitsPerPage: number;
  /** 0-based. */
  page?: number;
  /** The scope's facet filters, per index (ANDed with the quality filters). */
  facets?: Partial<Record<SearchIndexKind, readonly string[]>>;
  /** The viewer may see unfiltered results (flag can_view_unfiltered_search) or the caller asked so. */
  unfiltered: boolean;
}

/** The POST body of an ask; answers carry `queryID` (clickAnalytics) for SearchClickEvent. */
export function searchRequestBody(indexPrefix: string, ask: SearchAsk): SearchRequestBody {
  return {
    requests: ask.kinds.map((kind) => {
      const facetFilters = [...qualityFacets(kind, ask.unfiltered), ...(ask.facets?.[kind] ?? [])];
      const params: SearchParams = {
        query: ask.query,
        hitsPerPage: ask.hitsPerPage,
        page: ask.page ?? 0,
        clickAnalytics: true,
        ...(facetFilters.length > 0 ? { facetFilters } : {}),
      };
      return { indexName: searchIndexName(indexPrefix, kind), params };
    }),
  };
}
