import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * Your stories (spec 3 §2): ShowYourStories (/me/stories, the drafts) and ShowYourStoriesFiltered
 * (/me/stories/{filterBy}); a filter spec 3 does not list is not a page (404). The shelf's first page
 * and the counts are loaded with the page (the server renders it as the writer; 'other' pages are never
 * cached); a visitor gets Unauthorized, and the page asks them to sign in.
 */
export const yourStoriesPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/your-stories-page.tsx').then(({ YourStoriesPage, YourStoriesSidebar }) => ({
      Page: YourStoriesPage,
      Sidebar: YourStoriesSidebar,
    })),
  data: () => import('./page-data.ts').then(({ yourStoriesData }) => yourStoriesData),
  cacheKind: 'other',
};
