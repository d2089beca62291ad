import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * A series at /series/{postId} (spec 1 §2.1: top-navigation layout): its title, description, writer
 * and stories in order. Its cache subject is the series' own story (published: cacheable for visitors,
 * functions/pages/cache-decision.ts); a series that is not there is the 404 page (page-data.ts).
 */
export const seriesPage: PageDefinition = {
  layout: 'top-navigation',
  load: () => import('./components/series-page.tsx').then(({ SeriesPage }) => ({ Page: SeriesPage })),
  data: () => import('./page-data.ts').then(({ seriesData }) => seriesData),
  cacheKind: 'post',
};

/**
 * The series library at /collections (page collections-library, spec 1 §2.1: top-navigation layout):
 * every series with a story to read, newest part first. The same for every visitor, so CloudFront keeps
 * it like other public listings (cache kind `library`, functions/pages/cache-decision.ts).
 */
export const seriesLibraryPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/series-library-page.tsx').then(({ SeriesLibraryPage }) => ({
      Page: SeriesLibraryPage,
    })),
  data: () => import('./page-data.ts').then(({ libraryData }) => libraryData),
  cacheKind: 'library',
};
