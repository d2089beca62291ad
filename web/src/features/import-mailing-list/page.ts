import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { importTexts } from './texts.ts';

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
  data: withoutQueries(() => ({ title: `${importTexts.title} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
