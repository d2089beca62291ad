import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { shareSuccessTitle } from './title.ts';
import { texts } from '#web/lib/texts.ts';

/**
 * /m/share/success (ShowShareSuccess, page share-success): after publishing. Top navigation with the
 * wordmark only (spec 1 §2.1). The story is named by the address's query (`postId`), read in the
 * browser; the page is never cached.
 */
export const shareSuccessPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  load: () =>
    import('./components/share-success-page.tsx').then(({ ShareSuccessPage }) => ({
      Page: ShareSuccessPage,
    })),
  data: withoutQueries(() => ({ title: `${shareSuccessTitle} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
