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
