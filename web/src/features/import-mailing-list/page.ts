import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * import-mailing-list (/me/subscribers/import, decision 168): a writer imports a CSV into their
 * newsletter, on the account surface. Nothing is preloaded: the data is the viewer's own and loads in
 * the browser; a visitor is asked to sign in, an ineligible writer is told why.
 */
export const importMailingListPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/import-page.tsx').then(({ ImportMailingListPage }) => ({
      Page: ImportMailingListPage,
    })),
  data: () => import('./page-data.ts').then(({ importMailingListData }) => importMailingListData),
  cacheKind: 'other',
};
