import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadData = () => import('./page-data.ts');

/**
 * The tag page (issue #16): /tag/{tagSlug} (latest) and /tag/{tagSlug}/top/{timePeriod}, top-navigation
 * layout, server-rendered and cached for visitors (spec 3 §4 topics); an unknown tag or period is the 404 page.
 */
export const topicPage: PageDefinition = {
  layout: 'top-navigation',
  load: () => import('./components/topic-page.tsx').then(({ TopicPage }) => ({ Page: TopicPage })),
  data: () => loadData().then(({ topicData }) => topicData),
  cacheKind: 'topic',
  errorShowsNotFound: true,
};

/** /tag/{tagSlug}/archive[/{year}[/{month}]] (tag-archive): the tag's stories by year and month. */
export const tagArchivePage: PageDefinition = {
  layout: 'top-navigation',
  load: () => import('./components/topic-page.tsx').then(({ TagArchivePage }) => ({ Page: TagArchivePage })),
  data: () => loadData().then(({ tagArchiveData }) => tagArchiveData),
  cacheKind: 'topic',
  errorShowsNotFound: true,
};

/** /tag/{tagSlug}/recommended (topic-recommended, decision 218): server-rendered, cached for visitors. */
export const topicRecommendedPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/topic-tab-pages.tsx').then(({ TopicRecommendedPage }) => ({
      Page: TopicRecommendedPage,
    })),
  data: () => loadData().then(({ topicRecommendedData }) => topicRecommendedData),
  cacheKind: 'topic',
  errorShowsNotFound: true,
};

/** /tag/{tagSlug}/who-to-follow (topic-who-to-follow, decision 218): the tag's writers with Follow. */
export const topicWhoToFollowPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/topic-tab-pages.tsx').then(({ TopicWhoToFollowPage }) => ({
      Page: TopicWhoToFollowPage,
    })),
  data: () => loadData().then(({ topicWhoToFollowData }) => topicWhoToFollowData),
  cacheKind: 'topic',
  errorShowsNotFound: true,
};
