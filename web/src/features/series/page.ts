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
