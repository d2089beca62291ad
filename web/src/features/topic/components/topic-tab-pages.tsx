import { useQuery } from '@apollo/client/react';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { UserRow } from '#web/ui/entity-row/user-row.tsx';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { topicRecommendedQuery, topicWhoToFollowQuery } from '../api/topic-queries.ts';
import { topicTexts } from '../texts.ts';
import { TopicHeader } from './topic-header.tsx';
import '#topic-styles';

/** /tag/{tagSlug}/recommended (topic-recommended): the tag's stories weighed by claps and age. */
export function TopicRecommendedPage({ params }: PageProps) {
  const { query, variables } = topicRecommendedQuery(params.tagSlug ?? '');
  const { data } = useQuery(query, { variables });
  if (!data?.tag) return null;
  const posts = data.tag.recommendedPosts;
  return (
    <>
      <TopicHeader tag={data.tag} tab="recommended" />
      {posts.length === 0 ? (
        <p className="story-list__empty">{texts.noStories}</p>
      ) : (
        <div className="story-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </>
  );
}

/** /tag/{tagSlug}/who-to-follow (topic-who-to-follow): the tag's writers, ranked, each with Follow. */
export function TopicWhoToFollowPage({ params }: PageProps) {
  const { query, variables } = topicWhoToFollowQuery(params.tagSlug ?? '');
  const { data } = useQuery(query, { variables });
  if (!data?.tag) return null;
  const writers = data.tag.topWriters;
  return (
    <>
      <TopicHeader tag={data.tag} tab="who-to-follow" />
      {writers.length === 0 ? (
        <p className="people__empty">{topicTexts.noWriters}</p>
      ) : (
        <ul className="entity-list">
          {writers.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              action={
                <FollowButton
                  target={{ kind: 'user', id: user.id, name: user.name }}
                  isFollowing={user.viewerEdge.isFollowing}
                />
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}
