import { useEffect } from 'react';
import { useEventReporter } from '#web/lib/reporting/reporting-context.ts';
import { LatestStories } from './latest-stories.tsx';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

const copy = {
  heading: 'Stories worth your time',
  intro: 'Read what writers and publications are publishing now.',
};

/** The logged-out home (the home-lo page). */
export function HomeLoPage() {
  useGiftHashRedirect();
  return <HomeLo />;
}

/** A short welcome and the newest stories; also what the signed-in home shows a refused session. */
export function HomeLo() {
  const reporter = useEventReporter();
  // Spec 1 §2.2: a signed-out visitor on home records homepage-viewed — in the browser, so views served
  // from CloudFront's cache count too.
  useEffect(() => {
    reporter.record('homepage-viewed', {
      path: location.pathname + location.search,
      referrer: document.referrer || null,
    });
  }, [reporter]);
  return (
    <div className="home-lo">
      <section className="home-lo__hero">
        <h1 className="home-lo__heading">{copy.heading}</h1>
        <p className="home-lo__intro">{copy.intro}</p>
      </section>
      <LatestStories />
    </div>
  );
}
