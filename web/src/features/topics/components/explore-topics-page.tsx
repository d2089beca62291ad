import { useQuery } from '@apollo/client/react';
import { Link } from '#web/lib/router/link.tsx';
import { topicsQuery } from '../api/topics-query.ts';
import { topicsTexts } from '../texts.ts';
import { TopicFollowButton } from './topic-follow-button.tsx';
import '#topics-styles';

/**
 * /explore-topics (ShowExploreTopics, decision 216): every listed topic with its tags and their story
 * counts; a topic's name leads to its main tag, each tag to its page; Follow follows the whole topic.
 */
export function ExploreTopicsPage() {
  const { query, variables } = topicsQuery();
  const { data } = useQuery(query, { variables });
  if (!data) return null;
  return (
    <div className="topics">
      <h1 className="topics__title">{topicsTexts.exploreTitle}</h1>
      <p className="topics__intro">{topicsTexts.exploreIntro}</p>
      <div className="topics__grid">
        {data.topics.map((topic) => (
          <section key={topic.id} className="topics__topic" aria-labelledby={`topic-${topic.id}`}>
            <header className="topics__topic-header">
              <h2 id={`topic-${topic.id}`} className="topics__topic-name">
                <Link to="ShowTagPosts" params={{ tagSlug: topic.tagId }}>
                  {topic.name}
                </Link>
              </h2>
              <TopicFollowButton topic={topic} />
            </header>
            <p className="topics__topic-description">{topic.description}</p>
            <ul className="topics__tags">
              {topic.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to="ShowTagPosts" params={{ tagSlug: tag.id }} className="topics__tag">
                    {tag.displayTitle}
                  </Link>{' '}
                  <span className="topics__count">{topicsTexts.stories(tag.postCount)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
