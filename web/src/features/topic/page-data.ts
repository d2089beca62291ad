import { texts } from '#web/lib/texts.ts';
import type { CacheReader, PageData, PageHead } from '#web/routes/page-registry.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import {
  topicArchiveQuery,
  topicLatestQuery,
  topicRecommendedQuery,
  topicTopQuery,
  topicWhoToFollowQuery,
} from './api/topic-queries.ts';
import { archiveSpanOf, topPeriodOf } from './topic-periods.ts';

const headOf = (tag: { displayTitle: string } | null | undefined): PageHead | null =>
  tag ? { title: `${tag.displayTitle} – ${texts.siteName}`, kind: 'website' } : null;

/** The latest tab, or a top period's; an unknown period preloads nothing and is the 404 page. */
const topicQuery = (params: RouteParams) => {
  const tagSlug = params.tagSlug ?? '';
  if (params.timePeriod === undefined) return topicLatestQuery(tagSlug);
  const period = topPeriodOf(params.timePeriod);
  return period ? topicTopQuery(tagSlug, period) : null;
};

export const topicData: PageData = {
  queries: (params) => {
    const query = topicQuery(params);
    return query ? [query] : [];
  },
  describe(read: CacheReader, params) {
    const query = topicQuery(params);
    return query ? headOf(read(query as ReturnType<typeof topicLatestQuery>)?.tag) : null;
  },
};

const archiveQuery = (params: RouteParams) => {
  const span = archiveSpanOf(params);
  return span && topicArchiveQuery(params.tagSlug ?? '', span.year, span.month);
};

export const tagArchiveData: PageData = {
  queries: (params) => {
    const query = archiveQuery(params);
    return query ? [query] : [];
  },
  describe(read: CacheReader, params) {
    const query = archiveQuery(params);
    return query ? headOf(read(query)?.tag) : null;
  },
};

/** The recommended tab: the tag and its weighed stories (decision 218). */
export const topicRecommendedData: PageData = {
  queries: (params) => [topicRecommendedQuery(params.tagSlug ?? '')],
  describe: (read, params) => headOf(read(topicRecommendedQuery(params.tagSlug ?? ''))?.tag),
};

/** The who-to-follow tab: the tag and its ranked writers. */
export const topicWhoToFollowData: PageData = {
  queries: (params) => [topicWhoToFollowQuery(params.tagSlug ?? '')],
  describe: (read, params) => headOf(read(topicWhoToFollowQuery(params.tagSlug ?? ''))?.tag),
};
