import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/**
 * /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters (global-unsubscribe-newsletters,
 * two-column): the reader's own, never cached, never indexed.
 */
export const globalUnsubscribeNewslettersPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/unsubscribe-all-page.tsx').then(({ UnsubscribeAllPage }) => ({
      Page: UnsubscribeAllPage,
    })),
  data: withoutQueries(() => ({ title: `Newsletters – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
