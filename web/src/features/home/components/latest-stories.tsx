import { NetworkStatus } from '@apollo/client';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { useHomeLoQuery } from '../api/home-lo-query.ts';

const copy = { latest: 'Latest stories' };

/** The newest stories of the logged-out home (also what a refused session sees). */
export function LatestStories() {
  const { data, fetchMore, networkStatus } = useHomeLoQuery();
  const feed = data?.latestPostsFeed;
  return (
    <section className="home-lo__feed" aria-labelledby="home-lo-latest">
      <h2 id="home-lo-latest" className="section-heading">
        {copy.latest}
      </h2>
      {feed && (
        <StoryList
          connection={feed}
          fetchMore={fetchMore}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
        />
      )}
    </section>
  );
}
