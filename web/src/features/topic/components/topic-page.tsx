import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { texts } from '#web/lib/texts.ts';
import { Link } from '#web/lib/router/link.tsx';
import type { PageProps } from '#web/routes/page-registry.ts';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { topicArchiveQuery, topicLatestQuery, topicTopQuery } from '../api/topic-queries.ts';
import { archiveSpanOf, topPeriodOf, topPeriods, type TopPeriodParam } from '../topic-periods.ts';
import { topicTexts } from '../texts.ts';
import { TopicHeader } from './topic-header.tsx';
import '#topic-styles';

function LatestStories({ tagSlug }: { tagSlug: string }) {
  const { query, variables } = topicLatestQuery(tagSlug);
  const { data, fetchMore, networkStatus } = useQuery(query, { variables });
  if (!data?.tag) return null;
  return (
    <>
      <TopicHeader tag={data.tag} tab="latest" />
      <StoryList
        connection={data.tag.postsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
      />
    </>
  );
}

function TopStories({ tagSlug, period }: { tagSlug: string; period: TopPeriodParam }) {
  const { query, variables } = topicTopQuery(tagSlug, topPeriods[period]);
  const { data } = useQuery(query, { variables });
  if (!data?.tag) return null;
  return (
    <>
      <TopicHeader tag={data.tag} tab={period} />
      {data.tag.topPosts.length === 0 ? (
        <p className="story-list__empty">{texts.noStories}</p>
      ) : (
        <div className="story-list">
          {data.tag.topPosts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </>
  );
}

/** /tag/{tagSlug} (latest) and /tag/{tagSlug}/top/{timePeriod}: one page, server-rendered. */
export function TopicPage({ params }: PageProps) {
  const tagSlug = params.tagSlug ?? '';
  if (params.timePeriod === undefined) return <LatestStories tagSlug={tagSlug} />;
  if (!topPeriodOf(params.timePeriod)) return null;
  return <TopStories tagSlug={tagSlug} period={params.timePeriod as TopPeriodParam} />;
}

/** /tag/{tagSlug}/archive[/{year}[/{month}]]: the years, a year's months, and the stories of the span. */
export function TagArchivePage({ params }: PageProps) {
  const tagSlug = params.tagSlug ?? '';
  const span = archiveSpanOf(params);
  const { query, variables } = topicArchiveQuery(tagSlug, span?.year ?? 0, span?.month ?? null);
  const { data, fetchMore, networkStatus } = useQuery(query, { variables, skip: !span });
  if (!span || !data?.tag) return null;
  const year = String(span.year);
  const current = (on: boolean) => (on ? { 'aria-current': 'page' as const } : {});
  return (
    <>
      <TopicHeader tag={data.tag} tab="archive" />
      <nav className="topic__archive-years" aria-label="Years">
        {data.tag.archiveYears.map((each) => (
          <Link
            key={each}
            to="ShowTagArchiveYearly"
            params={{ tagSlug, year: String(each) }}
            {...current(each === span.year)}
          >
            {each}
          </Link>
        ))}
      </nav>
      <nav className="topic__archive-months" aria-label="Months">
        <Link to="ShowTagArchiveYearly" params={{ tagSlug, year }} {...current(span.month === null)}>
          {topicTexts.wholeYear}
        </Link>
        {topicTexts.months.map((name, index) => (
          <Link
            key={name}
            to="ShowTagArchiveMonthly"
            params={{ tagSlug, year, month: String(index + 1).padStart(2, '0') }}
            {...current(span.month === index + 1)}
          >
            {name}
          </Link>
        ))}
      </nav>
      <StoryList
        connection={data.tag.archivePostsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
      />
    </>
  );
}
