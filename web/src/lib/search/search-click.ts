import { useCallback } from 'react';
import { searchClickEventKey, type SearchClickEventData } from '#contract/search-click.ts';
import type { SearchIndexKind } from '#contract/search.ts';
import { useEventReporter } from '../reporting/reporting-context.ts';
import type { PlacedHit } from './merge-hits.ts';

/** SearchClickEvent's data for a clicked hit; none when its answer carried no queryID. */
export function searchClickData<K extends SearchIndexKind>(
  placed: PlacedHit<K>,
): SearchClickEventData | null {
  if (!placed.queryId) return null;
  return {
    queryId: placed.queryId,
    indexName: placed.indexName,
    objectIds: [placed.hit.objectID],
    positions: [placed.position],
  };
}

/** Records SearchClickEvent (spec 3 §7) through the page's event reporting when a hit is clicked. */
export function useRecordSearchClick() {
  const reporter = useEventReporter();
  return useCallback(
    <K extends SearchIndexKind>(placed: PlacedHit<K>) => {
      const data = searchClickData(placed);
      if (data) reporter.record(searchClickEventKey, data);
    },
    [reporter],
  );
}
