import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { createBatchLink, folioHeadersLink, type RouteContext } from './batch-link.ts';
import { createCache } from './create-cache.ts';

export interface BrowserClientOptions {
  /** The GraphQL address the page injected ('/_/batch'). */
  uri: string;
  /** The server's cache, injected into the page: hydration renders from it without a request. */
  state: NormalizedCacheObject;
  appVersion: string;
  currentRoute: () => RouteContext;
  fetch?: typeof globalThis.fetch;
  /** The session's xsrf token; read from the page's cookies unless a test says otherwise. */
  readXsrfToken?: () => string | null;
}

export function createBrowserClient({
  uri,
  state,
  appVersion,
  currentRoute,
  fetch,
  readXsrfToken,
}: BrowserClientOptions) {
  return new ApolloClient({
    link: ApolloLink.from([
      folioHeadersLink(appVersion, currentRoute),
      createBatchLink(uri, fetch, readXsrfToken),
    ]),
    cache: createCache().restore(state),
    // Also sends the client's name and version (spec 3 §7: "the client also sends its version").
    clientAwareness: { name: 'lite', version: appVersion },
  });
}
