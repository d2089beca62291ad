import type { SearchIndexKind } from '#contract/search.ts';

/**
 * What results of each kind are called, on the search pages and in the search box's live results
 * (Medium's words). Only code loaded for search imports it, so no page's entry carries it.
 */
export const searchKindLabels: Record<SearchIndexKind, string> = {
  posts: 'Stories',
  users: 'People',
  collections: 'Publications',
  tags: 'Topics',
  lists: 'Lists',
};

export const liveResultsLabel = 'Results';
