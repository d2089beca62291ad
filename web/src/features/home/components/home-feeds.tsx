import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { MoreOnScroll } from '#web/ui/show-more/more-on-scroll.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { HomeFollowingQuery, HomeForYouQuery, HomeTagFeedQuery } from '../api/home-feed-queries.ts';
import { homeTexts, reasonText } from '../texts.ts';

const variables = { limit: storiesPerPage };

/** For you: each card under its "why am I seeing this" line. */
export function ForYouFeed() {
  const { data, fetchMore, networkStatus } = useQuery(HomeForYouQuery, { variables });
  const feed = data?.recommendedFeed;
  if (!feed) return null;
  if (feed.items.length === 0 && !feed.pagingInfo.next) {
    return <p className="story-list__empty">{homeTexts.forYouEmpty}</p>;
  }
  return (
    <div className="story-list">
      {feed.items.map(({ id, post, reason }) => (
        <div key={id} className="home-feed__item">
          <p className="home-feed__reason">{reasonText(reason, post)}</p>
          <PostCard post={post} />
        </div>
      ))}
      <MoreOnScroll
        next={feed.pagingInfo.next}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        what="recommended stories"
      />
    </div>
  );
}

/** Following: the newest stories of followed writers and publications. */
export function FollowingFeed() {
  const { data, fetchMore, networkStatus } = useQuery(HomeFollowingQuery, { variables });
  const feed = data?.followingFeed;
  if (!feed) return null;
  return (
    <StoryList
      connection={feed}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={homeTexts.followingEmpty}
      pager={MoreOnScroll}
    />
  );
}

/** A followed tag's tab: its newest stories. */
export function TagFeed({ tagSlug }: { tagSlug: string }) {
  const { data, fetchMore, networkStatus } = useQuery(HomeTagFeedQuery, {
    variables: { ...variables, tagSlug },
  });
  const feed = data?.tag?.postsConnection;
  if (!feed) return null;
  return (
    <StoryList
      connection={feed}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      pager={MoreOnScroll}
    />
  );
}
