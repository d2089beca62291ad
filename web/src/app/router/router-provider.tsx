import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { GoogleOneTapSlot } from '#web/features/auth/one-tap/one-tap-slot.tsx';
import { loadsFromServer } from '#web/lib/flags/full-page-load.ts';
import { flagsFrom } from '#web/lib/flags/use-flags.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { RenderTimeContext, toAwsTimestamp } from '#web/lib/render-time.ts';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import type { PageModule } from '#web/routes/page-registry.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { GeneralFailureBoundary } from '#web/shell/general-failure.tsx';
import { SessionNotices } from '#web/shell/session-notices/session-notices.tsx';
import { ToastRegion } from '#web/shell/toasts/toast-region.tsx';
import { usePaymentUpdatedNotice } from '#web/shell/use-payment-updated-notice.ts';
import { CurrentView } from '../current-view.tsx';
import { findPage, withQueryParams } from '../find-page.ts';
import type { PreloadedState } from '../injected-state.ts';
import { createPageLoader } from './page-loader.ts';

interface Shown {
  view: View;
  module: PageModule | null;
  /** Counts page changes: each one scrolls to the top and resets the failure boundary. */
  change: number;
  /** "Now" for its dates: the server's render time until the first page change, then the clock's. */
  now: number;
}

/**
 * Our router on the History API. Links navigate here; the page changes only once its script and data
 * are loaded, so there is no loading state between pages.
 */
export function RouterProvider({ state, module }: { state: PreloadedState; module: PageModule | null }) {
  const client = useApolloClient();
  const table = routeTables[state.host.kind];
  const hostTarget = state.host.target;
  const [shown, setShown] = useState<Shown>({
    view: state.view,
    module,
    change: 0,
    now: state.renderedAt,
  });
  const latest = useRef(0);
  const flags = useCallback(() => flagsFrom(client.readQuery(variantFlagsQuery()) ?? undefined), [client]);
  const loader = useMemo(
    () =>
      createPageLoader({
        client,
        // The flags the server chose with: its VariantFlagsQuery answer, injected with the cache.
        find: (path, search) =>
          withQueryParams(findPage(table, path, hostTarget, state.viewer, flags()), search),
        loadsFromServer: (route) => loadsFromServer(flags(), route),
      }),
    [client, table, hostTarget, state.viewer, flags],
  );

  const go = useCallback(
    async (href: string, how: 'push' | 'pop' | 'replace'): Promise<void> => {
      const url = new URL(href, window.location.href);
      const ticket = ++latest.current;
      const destination =
        url.origin === window.location.origin ? await loader.load(url) : { kind: 'document' as const };
      if (ticket !== latest.current) return; // a later navigation won
      if (destination.kind === 'redirect') {
        // Spec 1 §2.2: go to the target instead; the redirecting address never stays in history.
        // Redirect targets always show a page (route-tables.ts checks it), so this cannot loop.
        return go(destination.href, how === 'push' ? 'push' : 'replace');
      }
      if (destination.kind === 'document') {
        // After a back/forward the address is already there: load it without adding history.
        if (how === 'push') window.location.assign(url.href);
        else window.location.replace(url.href);
        return;
      }
      if (how === 'replace') window.history.replaceState(null, '', url.href);
      if (how === 'push') {
        if (url.href === window.location.href) window.history.replaceState(null, '', url.href);
        else window.history.pushState(null, '', url.href);
      }
      document.title = destination.head.title;
      setShown((previous) => ({
        view: destination.view,
        module: destination.module,
        change: previous.change + 1,
        now: toAwsTimestamp(Date.now()),
      }));
    },
    [loader],
  );

  useEffect(() => {
    const onPop = () => void go(window.location.href, 'pop');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  usePaymentUpdatedNotice(shown.change);

  // Spec 1 §2.2: every page change scrolls to the top.
  useLayoutEffect(() => {
    if (shown.change > 0) window.scrollTo(0, 0);
  }, [shown.change]);

  const router = useMemo<Router>(
    () => ({
      view: shown.view,
      table,
      hostTarget,
      authOrigin: state.config.authOrigin,
      navigate: (href) => void go(href, 'push'),
      preload: (href) => {
        const url = new URL(href, window.location.href);
        if (url.origin === window.location.origin) void loader.preload(url);
      },
    }),
    [shown.view, table, hostTarget, state.config.authOrigin, go, loader],
  );

  return (
    <RouterContext.Provider value={router}>
      <RenderTimeContext.Provider value={shown.now}>
        {/* Outside the boundary: toasts outlive the page they were shown on, and its failure. */}
        <ToastRegion />
        <SessionNotices />
        {/* Google one-tap (spec 2 §2) reads the route, so it lives here, under the sign-in provider. */}
        <GoogleOneTapSlot />
        <GeneralFailureBoundary
          key={shown.change}
          onError={(error) => console.error('The page failed to render.', error)}
        >
          <CurrentView view={shown.view} module={shown.module} />
        </GeneralFailureBoundary>
      </RenderTimeContext.Provider>
    </RouterContext.Provider>
  );
}
