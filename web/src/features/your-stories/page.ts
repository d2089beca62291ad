import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { yourStoriesQuery } from './api/your-stories-query.ts';
import { shelfOfParams, yourStoriesTitle } from './shelves.ts';

/**
 * Your stories (spec 3 §2): ShowYourStories (/me/stories, the drafts) and ShowYourStoriesFiltered
 * (/me/stories/{filterBy}); a filter spec 3 does not list is not a page (404). The shelf's first page
 * and the counts are loaded with the page (the server renders it as the writer; 'other' pages are never
 * cached); a visitor gets Unauthorized, and the page asks them to sign in. The title never depends on
 * the data: after a move the shelf may be asked again, and the page must still be found.
 */
export const yourStoriesPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/your-stories-page.tsx').then(({ YourStoriesPage, YourStoriesSidebar }) => ({
      Page: YourStoriesPage,
      Sidebar: YourStoriesSidebar,
    })),
  queries: (params) => {
    const shelf = shelfOfParams(params);
    return shelf ? [yourStoriesQuery(shelf)] : [];
  },
  describe: (_read, params) =>
    shelfOfParams(params) === null
      ? null
      : { title: `${yourStoriesTitle} – ${texts.siteName}`, noindex: true },
  cacheKind: 'other',
};
