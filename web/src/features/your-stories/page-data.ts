import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { yourStoriesQuery } from './api/your-stories-query.ts';
import { shelfOfParams, yourStoriesTitle } from './shelves.ts';

/**
 * The shelf's first page and the counts, loaded with the page. The title never depends on the data:
 * after a move the shelf may be asked again, and the page must still be found.
 */
export const yourStoriesData: PageData = {
  queries: (params) => {
    const shelf = shelfOfParams(params);
    return shelf ? [yourStoriesQuery(shelf)] : [];
  },
  describe: (_read, params) =>
    shelfOfParams(params) === null
      ? null
      : { title: `${yourStoriesTitle} – ${texts.siteName}`, noindex: true },
};
