import { afterOnboardingParameter } from '#contract/onboarding.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadData = () => import('./page-data.ts');

/**
 * /explore-topics (explore-topics, decision 216): server-rendered, and cached for visitors as a public
 * listing, the same for each of them (a signed-in reader's page, with their follows, never is).
 */
export const exploreTopicsPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/explore-topics-page.tsx').then(({ ExploreTopicsPage }) => ({
      Page: ExploreTopicsPage,
    })),
  data: () => loadData().then(({ exploreTopicsData }) => exploreTopicsData),
  cacheKind: 'library',
};

/**
 * /get-started/topics (topics-onboarding): wordmark-only navigation; the reader's own, never cached;
 * `redirect` is where it leads once done (decision 274).
 */
export const topicsOnboardingPage: PageDefinition = {
  layout: 'top-navigation',
  navigation: 'wordmark',
  queryParams: [afterOnboardingParameter],
  load: () =>
    import('./components/topics-onboarding-page.tsx').then(({ TopicsOnboardingPage }) => ({
      Page: TopicsOnboardingPage,
    })),
  data: () => loadData().then(({ topicsOnboardingData }) => topicsOnboardingData),
  cacheKind: 'other',
};
