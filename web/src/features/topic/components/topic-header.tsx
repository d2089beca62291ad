import { useQuery } from '@apollo/client/react';
import type { TopicHeader_TagFragment } from '#graphql/generated/operations.ts';
import { TagFollowButton } from '#web/connected/tag-follow/tag-follow-button.tsx';
import { texts } from '#web/lib/texts.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { TopicRelatedTagsQuery } from '../api/topic-queries.ts';
import { topPeriods, type TopPeriodParam } from '../topic-periods.ts';
import { topicTexts } from '../texts.ts';

export type TopicTab = 'latest' | 'recommended' | 'who-to-follow' | TopPeriodParam | 'archive';

/**
 * The tags related to this one (decision 218), asked by the browser once the page shows: the server's
 * render of a tag page keeps its DynamoDB requests (tests/integration/page-request-budget.test.ts).
 */
function RelatedTags({ tagSlug }: { tagSlug: string }) {
  const hydrated = useHydrated();
  const { data } = useQuery(TopicRelatedTagsQuery, { variables: { tagSlug }, skip: !hydrated });
  const related = data?.tag?.relatedTags ?? [];
  if (related.length === 0) return null;
  return (
    <nav className="topic__related" aria-label={topicTexts.relatedTags}>
      {related.map((tag) => (
        <Link key={tag.id} to="ShowTagPosts" params={{ tagSlug: tag.id }} className="topic__related-tag">
          {tag.displayTitle}
        </Link>
      ))}
    </nav>
  );
}

/** The tag's title, counts, Follow, related tags and its tabs (latest, recommended, who to follow, top, archive). */
export function TopicHeader({ tag, tab }: { tag: TopicHeader_TagFragment; tab: TopicTab }) {
  const tagSlug = tag.id;
  const current = (name: TopicTab) => (name === tab ? { 'aria-current': 'page' as const } : {});
  return (
    <header className="topic__header">
      <h1 className="topic__title">{tag.displayTitle}</h1>
      <p className="topic__counts">
        {topicTexts.stories(tag.postCount)} · {texts.social.followers(tag.followerCount)}
      </p>
      <TagFollowButton tag={tag} />
      <RelatedTags tagSlug={tagSlug} />
      <nav className="topic__tabs">
        <Link to="ShowTagPosts" params={{ tagSlug }} {...current('latest')}>
          {topicTexts.latest}
        </Link>
        <Link to="ShowTagRecommended" params={{ tagSlug }} {...current('recommended')}>
          {topicTexts.recommended}
        </Link>
        <Link to="ShowTagWhoToFollow" params={{ tagSlug }} {...current('who-to-follow')}>
          {topicTexts.whoToFollow}
        </Link>
        {(Object.keys(topPeriods) as TopPeriodParam[]).map((period) => (
          <Link
            key={period}
            to="ShowTagTopPosts"
            params={{ tagSlug, timePeriod: period }}
            {...current(period)}
          >
            {topicTexts.top}: {topicTexts.periods[period]}
          </Link>
        ))}
        <Link to="ShowTagArchive" params={{ tagSlug }} {...current('archive')}>
          {topicTexts.archive}
        </Link>
      </nav>
    </header>
  );
}
