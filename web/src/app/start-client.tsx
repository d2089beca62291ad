import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserClient } from '#web/lib/apollo/create-browser-client.ts';
import { createEventReporter, silentReporter } from '#web/lib/reporting/event-reporter.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeMetricName } from '#web/routes/route-metric.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { App } from './app.tsx';
import { readInjectedState, rootElementId, type InjectedState } from './injected-state.ts';
import { pages } from './pages.ts';

const ignore = () => undefined;

/** Where the browser sends analytics events (the HTTP Lambda puts them on the events queue). */
export const eventsEndpoint = '/_/clientele/events';

/**
 * Spec 3 §4 start-up: throws (synchronously) when the server's state is missing; warns and stops when
 * there is no root element; otherwise loads the page's script and hydrates the server's HTML with the
 * server's Apollo cache, so the first render needs no request.
 */
export function startClient(
  scope: Window = window,
  { preloadedState, graphqlUri, apolloState }: InjectedState = readInjectedState(scope.document),
): Promise<void> | undefined {
  const root = scope.document.getElementById(rootElementId);
  if (!root) {
    console.warn(`Cannot start: the page has no #${rootElementId} element.`);
    return undefined;
  }
  scope.history.scrollRestoration = 'auto';

  const { host, view, appVersion } = preloadedState;
  const table = routeTables[host.kind];
  const client = createBrowserClient({
    uri: graphqlUri,
    state: apolloState,
    appVersion,
    currentRoute: () => ({
      metric: routeMetricName(matchRoute(table, scope.location.pathname, host.target, ignore)?.page ?? null),
      path: scope.location.pathname + scope.location.search,
    }),
  });
  // The page's script must be in before hydrating, or the first render would differ from the server's.
  const script = view.kind === 'page' ? pages.get(view.page).load() : Promise.resolve(null);
  // Spec 3 §6: bots get no tracking. Queued events leave with the page (keepalive).
  // Spec 3 §4: analytics consent is decided after hydration (web/src/shell/session-notices); until
  // then events wait in the queue.
  const reporter =
    preloadedState.viewer === 'bot'
      ? silentReporter
      : createEventReporter({ endpoint: eventsEndpoint, consentGranted: false });
  const leaving = () => void reporter.flush({ keepalive: true });
  scope.addEventListener('pagehide', leaving);
  scope.document.addEventListener('visibilitychange', () => {
    if (scope.document.visibilityState === 'hidden') leaving();
  });
  return script.then((module) => {
    // In a transition, React hydrates in slices that yield to the browser (input, paint) between them,
    // instead of one long task that blocks the main thread (decision 70).
    startTransition(() => {
      hydrateRoot(root, <App client={client} state={preloadedState} module={module} reporter={reporter} />);
    });
  });
}
