import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * /search, /search/{category} and /{collectionSlug}/search[/{category}] (spec 1 §2.3, two-column
 * layout): the query box and results of every kind or of one; `?q=` is the query. Never cached (each
 * query is its own page; 'other' pages are `private, no-store`).
 */
export const searchPage: PageDefinition = {
  layout: 'two-column',
  load: () => import('./components/search-page.tsx').then(({ SearchPage }) => ({ Page: SearchPage })),
  data: () => import('./page-data.ts').then(({ searchData }) => searchData),
  cacheKind: 'other',
  queryParams: ['q'],
  errorShowsNotFound: true,
};
