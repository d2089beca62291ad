import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { HomeLo } from './home-lo-page.tsx';
import { LatestStories } from './latest-stories.tsx';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

/**
 * The home of a page that came with a session cookie (spec 1 §2.2). Until the API has said whether the
 * session holds (ViewerQuery: preloaded by the server, so server and browser render the same), a
 * loader; a session it refused is a visitor, who gets the logged-out home (and its homepage-viewed);
 * a signed-in reader gets the signed-in home, whose content the spec does not give (spec 1 §2.7): the
 * latest stories until its own feed is built.
 */
export function HomePage() {
  useGiftHashRedirect();
  const session = useViewerSession();
  if (session.kind === 'loading') {
    return (
      <p className="home__loading" role="status" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (session.kind === 'signed-out') return <HomeLo />;
  return (
    <div className="home">
      <LatestStories />
    </div>
  );
}
