import { texts } from '../../lib/texts.ts';
import type { PageDefinition } from '../../routes/page-registry.ts';
import { loadAccountPage } from '../../ui/account-surface/load-account-page.ts';

/**
 * /password (ShowPassword, page crupdate-password): set a first password or change it. Top
 * navigation with the wordmark only (spec 1 §2.1). Its data is the viewer's: loaded in the browser;
 * 'other' pages are never cached. An account page: Amplify UI's components (ui/account-surface).
 */
export const crupdatePasswordPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  load: () =>
    loadAccountPage(() => import('./components/password-page.tsx')).then(({ PasswordPage }) => ({
      Page: PasswordPage,
    })),
  queries: () => [],
  describe: () => ({ title: `Password – ${texts.siteName}`, noindex: true }),
  cacheKind: 'other',
};
