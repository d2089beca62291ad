import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/**
 * /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters (global-unsubscribe-newsletters,
 * two-column), and a newsletter e-mail's one-click link (ShowNewsletterUnsubscribeLink): never cached,
 * never indexed.
 */
export const globalUnsubscribeNewslettersPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/unsubscribe-page.tsx').then(({ UnsubscribePage }) => ({ Page: UnsubscribePage })),
  data: withoutQueries(() => ({ title: `Newsletters – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
