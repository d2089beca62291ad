import type { PageDefinition } from '#web/routes/page-registry.ts';
import { publicationNavigationQuery, readPublicationNavigation } from './publication-navigation-query.ts';

/**
 * A page of the publication layout, whose bar shows the publication (spec 1 §2.1): the page preloads the
 * bar's query beside its own, so the server renders the bar and the browser hydrates the same markup;
 * and, as on the publication's home (spec 1 §2.2), a publication that does not exist or fails to load
 * is the 404 page.
 */
export function withPublicationBar(definition: PageDefinition): PageDefinition {
  return {
    ...definition,
    queries: (params) => [publicationNavigationQuery(params), ...definition.queries(params)],
    describe: (read, params) =>
      readPublicationNavigation(read, params) ? definition.describe(read, params) : null,
    errorShowsNotFound: true,
  };
}
