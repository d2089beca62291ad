import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { seriesLibraryQuery } from './api/series-library-query.ts';
import { seriesPageQuery } from './api/series-page-query.ts';
import { seriesIdOf } from './series-id-of.ts';
import { seriesTexts } from './texts.ts';

/** The series and its stories, preloaded; a series that is not there is the 404 page. */
export const seriesData: PageData = {
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
};

/** The series library's first page, preloaded; the page is there even when the library is empty. */
export const libraryData: PageData = {
  queries: () => [seriesLibraryQuery()],
  describe: () => ({
    title: seriesTexts.libraryPageTitle(texts.siteName),
    description: seriesTexts.libraryDescription,
    kind: 'website',
  }),
};
