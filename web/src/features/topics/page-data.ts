import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { topicsQuery } from './api/topics-query.ts';
import { topicsTexts } from './texts.ts';

export const exploreTopicsData: PageData = {
  queries: () => [topicsQuery()],
  describe: () => ({ title: `${topicsTexts.exploreTitle} – ${texts.siteName}`, kind: 'website' }),
};

export const topicsOnboardingData: PageData = {
  queries: () => [topicsQuery()],
  describe: () => ({ title: `${topicsTexts.onboardingTitle} – ${texts.siteName}`, noindex: true }),
};
