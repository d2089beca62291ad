import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { texts } from '#web/lib/texts.ts';

// The titles are made of the shell's texts: page.ts is in every page's first load, the feature's
// texts (./texts.ts) only in the chunks that show them.

/**
 * The sign-in page (ShowSignIn, basic layout). Never cached ('other' pages are `private, no-store`):
 * its steps depend on the query, and a signed-in reader's copy must not be shared.
 */
export const signInPage: PageDefinition = {
  layout: 'basic',
  load: () => import('./components/sign-in-page.tsx').then(({ SignInPage }) => ({ Page: SignInPage })),
  data: withoutQueries(() => ({ title: `${texts.signIn} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};

/** /unrecognized-account (ShowUnrecognizedAccount): top navigation with the wordmark only (spec 1 §2.1). */
export const unrecognizedAccountPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  load: () =>
    import('./components/unrecognized-account-page.tsx').then(({ UnrecognizedAccountPage }) => ({
      Page: UnrecognizedAccountPage,
    })),
  data: withoutQueries(() => ({ title: `${texts.signUp} – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
