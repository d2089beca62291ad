import { ApolloLink } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { bodyHashFetch } from './body-hash-fetch.ts';
import { xsrfFetch } from './xsrf-fetch.ts';

/** Spec 3 §9: at most 20 operations per batch, sent 20 ms after the first. */
export const batchMax = 20;
export const batchIntervalMs = 20;

/**
 * Spec 3 §7: these groups of operations share batches; every other operation gets its own. Light
 * queries the shell asks for on every page ride together.
 */
export const sharedBatchGroups: Readonly<
  Record<'load-light' | 'load-medium' | 'load-lo-topic', readonly string[]>
> = {
  'load-light': ['AvatarMenuQuery', 'UnreadNotificationCount', 'ViewerQuery'],
  'load-medium': [],
  'load-lo-topic': [],
};

const groupOf = new Map(
  Object.entries(sharedBatchGroups).flatMap(([group, names]) => names.map((name) => [name, group] as const)),
);

/** The batch an operation joins: its shared group, else its own name. */
export const batchKeyOf = (operationName: string | undefined) =>
  (operationName && groupOf.get(operationName)) ?? operationName ?? '';

/** Headers the batch endpoint logs and routes metrics by (spec 3 §7 "Extra headers"). */
export const folioRequestHeaders = {
  operation: 'x-folio-operation',
  frontendApp: 'x-folio-frontend-app',
  route: 'x-folio-frontend-route',
  path: 'x-folio-frontend-path',
} as const;

export interface RouteContext {
  /** The route metric name (web/src/routes/route-metric.ts). */
  metric: string;
  /** The current path plus query. */
  path: string;
}

/** Context an operation may carry to name its route, e.g. a page preloaded before navigating to it. */
export interface RouteOperationContext {
  folioRoute?: RouteContext;
}

/**
 * Adds the extra headers to each operation. A batch carries the headers of its first operation, so the
 * operation header names the batch (its shared group, or the one operation in it).
 */
export function folioHeadersLink(appVersion: string, currentRoute: () => RouteContext) {
  return new ApolloLink((operation, forward) => {
    const route = (operation.getContext() as RouteOperationContext).folioRoute ?? currentRoute();
    operation.setContext(({ headers }) => ({
      headers: {
        ...headers,
        [folioRequestHeaders.operation]: batchKeyOf(operation.operationName),
        [folioRequestHeaders.frontendApp]: `lite/${appVersion}`,
        [folioRequestHeaders.route]: route.metric,
        [folioRequestHeaders.path]: route.path,
      },
    }));
    return forward(operation);
  });
}

/**
 * `fetch` and `readXsrfToken` are for tests; the browser's own fetch and cookies are used otherwise.
 * Every request carries its body's hash and, signed in, the session's xsrf token.
 */
export function createBatchLink(
  uri: string,
  fetch?: typeof globalThis.fetch,
  readXsrfToken?: () => string | null,
) {
  return new BatchHttpLink({
    uri,
    fetch: xsrfFetch(bodyHashFetch(fetch), readXsrfToken),
    batchMax,
    batchInterval: batchIntervalMs,
    credentials: 'same-origin',
    batchKey: (operation) => batchKeyOf(operation.operationName),
  });
}
