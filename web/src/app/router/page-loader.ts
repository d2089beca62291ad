import type { ApolloClient } from '@apollo/client';
import { cacheReader } from '#web/lib/apollo/cache-reader.ts';
import type { RouteOperationContext } from '#web/lib/apollo/batch-link.ts';
import type { RouteName } from '#web/routes/catalogue.ts';
import type { PageHead, PageModule } from '#web/routes/page-registry.ts';
import { routeMetricName } from '#web/routes/route-metric.ts';
import type { FoundPage, FoundRedirect } from '../find-page.ts';

/**
 * Where a navigation leads: a page ready to show, another address of this host in its place (a route
 * redirect), or a full page load (not ours, 404, failure).
 */
export type Destination =
  | { kind: 'page'; view: FoundPage['view']; module: PageModule; head: PageHead }
  | { kind: 'redirect'; href: string }
  | { kind: 'document' };

interface LoaderParts {
  client: ApolloClient;
  /** findPage for the current host, viewer and flags. */
  find: (path: string, search: string) => FoundPage | FoundRedirect | null;
  /** Spec 1 §6: routes an operator sends back to the server (web/src/lib/flags/full-page-load.ts). */
  loadsFromServer?: (route: RouteName) => boolean;
}

/** Shares one promise per key until it fails, so a failed part can be tried again. */
function memo<T>(store: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const known = store.get(key);
  if (known) return known;
  const promise = start();
  store.set(key, promise);
  promise.catch(() => store.delete(key));
  return promise;
}

/**
 * Spec 1 §2.2: pages preload in two parts, the script (loaded once per page by the registry) and the
 * data (the page's data module, once per page, then its queries per parameter set); a page counts as
 * preloaded only when both are done. What the browser cannot show itself (no route, the subject not
 * found, a failure) is left to a full page load, so the server answers with the right screen and
 * status.
 */
export function createPageLoader({ client, find, loadsFromServer = () => false }: LoaderParts) {
  const queried = new Map<string, Promise<unknown>>();
  const read = cacheReader(client);

  async function load(url: URL): Promise<Destination> {
    try {
      const found = find(url.pathname, url.search);
      if (!found) return { kind: 'document' };
      if (found.kind === 'redirect') return { kind: 'redirect', href: found.location + url.search };
      const { view, definition } = found;
      if (loadsFromServer(view.route)) return { kind: 'document' };
      const context: RouteOperationContext = {
        folioRoute: { metric: routeMetricName(view.page), path: url.pathname + url.search },
      };
      // The script loads beside the data: the page's data module (once per page), then its queries.
      const [module, data] = await Promise.all([
        definition.load(), // once per page (page-registry.ts)
        definition.data().then(async (data) => {
          await memo(queried, `${view.page} ${JSON.stringify(view.params)}`, () =>
            Promise.all(data.queries(view.params).map((request) => client.query({ ...request, context }))),
          );
          return data;
        }),
      ]);
      const head = data.describe(read, view.params);
      if (!head) return { kind: 'document' };
      return { kind: 'page', view, module, head };
    } catch (error) {
      console.error(`Could not load ${url.pathname} in the browser; loading it from the server.`, error);
      return { kind: 'document' };
    }
  }

  return {
    load,
    /**
     * Loads a page ahead of its navigation; true once it counts as preloaded (script and data both in).
     * The parts are the ones `load` shares, so the navigation that follows waits for nothing new.
     */
    preload: async (url: URL): Promise<boolean> => {
      const found = find(url.pathname, url.search);
      if (found?.kind !== 'page' || !found.definition.dataOnOpen) return (await load(url)).kind === 'page';
      // Its data is asked when it opens (decision 141): only the script and the data module now.
      await Promise.all([found.definition.load(), found.definition.data()]).catch(() => undefined);
      return false;
    },
  };
}
