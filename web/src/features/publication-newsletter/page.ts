import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadData = () => import('./page-data.ts');

/**
 * A publication's newsletter for readers (publication-newsletter-landing at /{collectionSlug}/newsletter,
 * publication-newsletter-promotion at /{collectionSlug}/newsletters/{newsletterSlug}; top-navigation):
 * what it is, its subscribers, Subscribe. A reading page: no Amplify UI; the button's mutations load on
 * the first click.
 */
export const publicationNewsletterLandingPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/newsletter-landing-page.tsx').then(({ NewsletterLandingPage }) => ({
      Page: NewsletterLandingPage,
    })),
  data: () => loadData().then(({ newsletterLandingData }) => newsletterLandingData),
  cacheKind: 'other',
  errorShowsNotFound: true,
};

/**
 * publication-newsletter-settings: /{collectionSlug}/new-newsletter and
 * /{collectionSlug}/newsletters/{newsletterSlug}/settings, for the publication's editors (others get
 * the 404 page), on the account surface. Never indexed.
 */
export const publicationNewsletterSettingsPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/newsletter-settings-page.tsx').then(({ NewsletterSettingsPage }) => ({
      Page: NewsletterSettingsPage,
    })),
  data: () => loadData().then(({ newsletterSettingsData }) => newsletterSettingsData),
  cacheKind: 'other',
};
