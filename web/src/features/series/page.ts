import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { seriesPageQuery } from './api/series-page-query.ts';
import { seriesIdOf } from './series-id-of.ts';
import { seriesTexts } from './texts.ts';

/**
 * A series at /series/{postId} (spec 1 §2.1: top-navigation layout): its title, description, writer
 * and stories in order. Its cache subject is the series' own story (published: cacheable for visitors,
 * functions/pages/cache-decision.ts); a series that is not there is the 404 page.
 */
export const seriesPage: PageDefinition = {
  layout: 'top-navigation',
  load: () => import('./components/series-page.tsx').then(({ SeriesPage }) => ({ Page: SeriesPage })),
  queries: (params) => [seriesPageQuery(seriesIdOf(params))],
  describe(read, params) {
    const series = read(seriesPageQuery(seriesIdOf(params)))?.series;
    if (series?.__typename !== 'Series') return null;
    return {
      title: seriesTexts.pageTitle(series.post.title, series.post.creator.name, texts.siteName),
      description: series.post.extendedPreviewContent.subtitle,
      kind: 'website',
    };
  },
  cacheKind: 'post',
};
