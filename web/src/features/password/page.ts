import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/**
 * /password (ShowPassword, page crupdate-password): set a first password or change it. Top
 * navigation with the wordmark only (spec 1 §2.1). Its data is the viewer's: loaded in the browser;
 * 'other' pages are never cached.
 */
export const crupdatePasswordPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  load: () => import('./components/password-page.tsx').then(({ PasswordPage }) => ({ Page: PasswordPage })),
  data: withoutQueries(() => ({ title: `Password – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
