import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { HomeLo } from './home-lo-page.tsx';
import { SignedInHome } from './signed-in-home.tsx';
import { useGiftHashRedirect } from './use-gift-hash-redirect.ts';

export { HomeSidebar as Sidebar } from './home-sidebar.tsx';

/**
 * The home of a page that came with a session cookie (spec 1 §2.2). Until the API has said whether the
 * session holds (ViewerQuery: preloaded by the server, so server and browser render the same), a
 * loader; a session it refused is a visitor, who gets the logged-out home (and its homepage-viewed);
 * a signed-in reader gets the signed-in home (issue #16; spec 1 §2.7 gives no content): its feed tabs
 * and, in the sidebar, staff picks, the Reading list and Who to follow.
 */
export function HomePage({ params }: PageProps) {
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
  return <SignedInHome params={params} />;
}
