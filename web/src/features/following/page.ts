import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadData = () => import('./page-data.ts');

/**
 * /me/following and /me/following/{entityName} (customize-following, two-column): the open tab's list
 * is rendered on the server as the viewer ('other' pages are never cached); a visitor is asked to sign in.
 */
export const customizeFollowingPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/following-page.tsx').then(({ FollowingPage }) => ({ Page: FollowingPage })),
  data: () => loadData().then(({ customizeFollowingData }) => customizeFollowingData),
  cacheKind: 'other',
};

/** /me/following/suggestions (customize-suggestions, two-column): the reader's own suggestions. */
export const customizeSuggestionsPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/following-page.tsx').then(({ FollowSuggestionsPage }) => ({
      Page: FollowSuggestionsPage,
    })),
  data: () => loadData().then(({ customizeSuggestionsData }) => customizeSuggestionsData),
  cacheKind: 'other',
};
