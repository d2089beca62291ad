import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * subscription-stats: a writer's audience at /@{username}/audience and a publication newsletter's stats
 * at /{collectionSlug}/newsletters/{newsletterId}/stats, for those who manage the newsletter only (others
 * get the 404 page), on the account surface.
 */
export const subscriptionStatsPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/stats-page.tsx').then(({ NewsletterStatsPage }) => ({
      Page: NewsletterStatsPage,
    })),
  data: () => import('./page-data.ts').then(({ newsletterStatsData }) => newsletterStatsData),
  cacheKind: 'other',
};
