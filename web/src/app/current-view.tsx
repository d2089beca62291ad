import type { View } from '#web/lib/router/router-context.ts';
import type { PageModule } from '#web/routes/page-registry.ts';
import { layouts } from '#web/shell/layouts.tsx';
import { NotFoundScreen } from '#web/shell/not-found-screen/not-found-screen.tsx';
import { ServerErrorScreen } from '#web/shell/server-error-screen.tsx';
import { pages } from './pages.ts';

/** The page in its layout (spec 1 §2.1), or an error screen in the basic layout. */
export function CurrentView({ view, module }: { view: View; module: PageModule | null }) {
  const Basic = layouts.basic;
  switch (view.kind) {
    case 'not-found':
      return (
        <Basic>
          <NotFoundScreen />
        </Basic>
      );
    case 'error':
      return (
        <Basic>
          <ServerErrorScreen status={view.status} requestId={view.requestId} />
        </Basic>
      );
    case 'page': {
      // Both the server and start-up load the page's script before rendering it.
      if (!module) throw new Error(`The script of the ${view.page} page was not loaded before rendering.`);
      const { layout, navigation, fixedNavbar } = pages.get(view.page);
      const Layout = layouts[layout];
      const { Page, Sidebar } = module;
      return (
        <Layout
          sidebar={Sidebar && <Sidebar params={view.params} />}
          navigation={navigation}
          fixedNavbar={fixedNavbar}
        >
          <Page params={view.params} />
        </Layout>
      );
    }
  }
}
