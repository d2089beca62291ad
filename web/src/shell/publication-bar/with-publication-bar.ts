import type { PageData, PageDefinition } from '#web/routes/page-registry.ts';
import { publicationNavigationQuery, readPublicationNavigation } from './publication-navigation-query.ts';

/** The page's data with the bar's: its query first, and no page (→ 404) without the publication. */
const withBarData = (page: PageData): PageData => ({
  queries: (params) => [publicationNavigationQuery(params), ...page.queries(params)],
  describe: (read, params) => (readPublicationNavigation(read, params) ? page.describe(read, params) : null),
});

/**
 * A page of the publication layout, whose bar shows the publication (spec 1 §2.1): the page preloads the
 * bar's query beside its own, so the server renders the bar and the browser hydrates the same markup;
 * and, as on the publication's home (spec 1 §2.2), a publication that does not exist or fails to load
 * is the 404 page. The bar's query is the layout's, already in the entry: only the page's data module
 * is loaded on demand.
 */
export function withPublicationBar(definition: PageDefinition): PageDefinition {
  return {
    ...definition,
    data: () => definition.data().then(withBarData),
    errorShowsNotFound: true,
  };
}
