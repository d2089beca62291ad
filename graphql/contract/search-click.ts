/**
 * Spec 3 §7 SearchClickEvent as the events endpoint takes it: its key and its data (queryId,
 * indexName, objectIds, positions 1-based, one per object id). The browser imports this alone; the
 * endpoint's schema is search-click-event.ts (so Zod stays out of the browser's search code).
 */
export const searchClickEventKey = 'search.click';

export type SearchClickEventData = {
  queryId: string;
  indexName: string;
  objectIds: string[];
  positions: number[];
};
