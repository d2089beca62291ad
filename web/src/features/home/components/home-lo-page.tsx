import { NetworkStatus } from '@apollo/client';
import { useEffect } from 'react';
import { useEventReporter } from '../../../lib/reporting/reporting-context.ts';
import { StoryList } from '../../../ui/story-list/story-list.tsx';
import { useHomeLoQuery } from '../api/home-lo-query.ts';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

const copy = {
  heading: 'Stories worth your time',
  intro: 'Read what writers and publications are publishing now.',
  latest: 'Latest stories',
};

/** The logged-out home: a short welcome and the newest stories. */
export function HomeLoPage() {
  const { data, fetchMore, networkStatus } = useHomeLoQuery();
  const reporter = useEventReporter();
  useGiftHashRedirect();
  // Spec 1 §2.2: a signed-out visitor on home records homepage-viewed — in the browser, so views served
  // from CloudFront's cache count too.
  useEffect(() => {
    reporter.record('homepage-viewed', {
      path: location.pathname + location.search,
      referrer: document.referrer || null,
    });
  }, [reporter]);
  const feed = data?.latestPostsFeed;
  return (
    <div className="home-lo">
      <section className="home-lo__hero">
        <h1 className="home-lo__heading">{copy.heading}</h1>
        <p className="home-lo__intro">{copy.intro}</p>
      </section>
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
    </div>
  );
}
