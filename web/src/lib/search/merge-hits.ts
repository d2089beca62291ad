import type { SearchHit, SearchIndexKind, SearchResult } from '#contract/search.ts';

/** A hit as shown: with the answer it came from (for SearchClickEvent) and its 1-based position. */
export interface PlacedHit<K extends SearchIndexKind> {
  hit: SearchHit<K>;
  queryId: string | undefined;
  indexName: string;
  position: number;
}

/**
 * Spec 3 §7 paging merge rules for search results: pages in order, each hit once by objectID (a hit
 * that moved to a later page while paging is kept where it was first shown).
 */
export function mergePages<K extends SearchIndexKind>(
  pages: readonly (SearchResult<K> | undefined)[],
): PlacedHit<K>[] {
  const seen = new Set<string>();
  const merged: PlacedHit<K>[] = [];
  for (const page of pages) {
    if (!page) break;
    for (const hit of page.hits) {
      if (seen.has(hit.objectID)) continue;
      seen.add(hit.objectID);
      merged.push({ hit, queryId: page.queryID, indexName: page.index, position: merged.length + 1 });
    }
  }
  return merged;
}
