import { texts } from '#web/lib/texts.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import {
  publicationSearchQuery,
  readSearchedPublication,
} from '#web/connected/search-scope/publication-search-query.ts';
import { searchTexts } from './texts.ts';

/** A publication's search (/{collectionSlug}/search[/posts]) searches its stories only. */
const isPublicationSearch = (params: RouteParams) => params.collectionSlug !== undefined;

/**
 * The search pages (decision 235): results are asked by the browser after render, so the server's
 * render reads nothing for them; a publication's search reads the publication (its id scopes the search,
 * its name titles the page) and is the 404 page without one, or for a category other than stories.
 */
export const searchData: PageData = {
  queries: (params) => (isPublicationSearch(params) ? [publicationSearchQuery(params)] : []),
  describe: (read, params) => {
    const query = params.q ?? '';
    if (!isPublicationSearch(params))
      return { title: searchTexts.pageTitle(query, texts.siteName), noindex: true };
    const publication = readSearchedPublication(read, params);
    if (!publication || (params.category ?? 'posts') !== 'posts') return null;
    return { title: searchTexts.publicationPageTitle(query, publication.name), noindex: true };
  },
};
