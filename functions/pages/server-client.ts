import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { documentId, mergeQueries } from '#graphql/merge-operations.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { cacheConfig } from '#web/lib/apollo/create-cache.ts';
import type { PreloadQuery } from '#web/routes/page-registry.ts';

/** How one preloaded query ended: in the cache, or failed as Apollo's `client.query` would have. */
export type PreloadOutcome = { ok: true } | { ok: false; error: Error };

/** The Apollo Client of one server render, filled by `preload` rather than through a link. */
export interface ServerClient {
  /** What the render reads; its cache, extracted after rendering, becomes the page's injected state. */
  apollo: ApolloClient;
  /**
   * Loads queries into the cache with one API request (graphql/merge-operations.ts), skipping those the
   * cache already answers; each query's outcome, in order.
   */
  preload(queries: readonly PreloadQuery[]): Promise<PreloadOutcome[]>;
  /** Puts a query's answer, known from elsewhere, in the cache: preloading it then asks nothing. */
  adopt(request: PreloadQuery, data: unknown): void;
}

/** Documents are module constants: what Apollo derives from one is the same for every render. */
function rememberedByDocument(derive: (document: DocumentNode) => DocumentNode) {
  const derived = new WeakMap<DocumentNode, DocumentNode>();
  return (document: DocumentNode) => {
    let result = derived.get(document);
    if (!result) {
      result = derive(document);
      derived.set(document, result);
    }
    return result;
  };
}

const lastingCache = new InMemoryCache(cacheConfig);
/** The cache's document transform (__typename added), computed once for every render. */
const transformDocument = rememberedByDocument((document) => lastingCache.transformDocument(document));
/** The document as Apollo would send it. */
const linkDocument = rememberedByDocument((document) =>
  lastingCache.transformForLink(transformDocument(document)),
);

/**
 * The cache of one render: the browser's configuration, with the document transform shared by all
 * renders — a new cache's own transform memo starts empty, and filling it again for every page was a
 * tenth of a render's time. The data is the render's own.
 */
class RenderCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    return transformDocument(document);
  }
}

/**
 * What Apollo's query manager derives from a document (its directives, the document it sends) is, like
 * the transform, the same for every render; Apollo keeps it per client, in a field it does not
 * publish. Every render's client shares one: checked at start, so an Apollo that renames the field
 * fails the tests instead of quietly losing the time.
 */
const documentInfo = 'transformCache';
type WithDocumentInfo = { queryManager: Record<typeof documentInfo, unknown> };
const queryManagerOf = (client: ApolloClient) => (client as unknown as WithDocumentInfo).queryManager;
const sharedDocumentInfo = (() => {
  const lasting = queryManagerOf(new ApolloClient({ link: ApolloLink.empty(), cache: lastingCache }));
  if (!lasting || !(documentInfo in lasting)) {
    throw new Error(`Apollo's query manager has no ${documentInfo}: see functions/pages/server-client.ts.`);
  }
  return lasting[documentInfo];
})();

const failed = (error: unknown): PreloadOutcome => ({
  ok: false,
  error: error instanceof Error ? error : new Error(String(error)),
});

/**
 * A client for one server render, asking the API through the executor as the viewer (their headers).
 * One client per request, so no viewer ever sees another's data. It never fetches on its own: a page's
 * data is preloaded, and a render only reads the cache.
 */
export function createServerClient(
  executeGraphql: GraphqlExecutor,
  headers: Record<string, string>,
): ServerClient {
  const apollo = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.empty(),
    cache: new RenderCache(cacheConfig),
  });
  queryManagerOf(apollo)[documentInfo] = sharedDocumentInfo;
  const loaded = new Set<string>();
  const keyOf = (request: PreloadQuery) =>
    `${documentId(request.query)} ${JSON.stringify(request.variables)}`;

  function adopt(request: PreloadQuery, data: unknown) {
    apollo.writeQuery({ query: linkDocument(request.query), variables: request.variables, data });
    loaded.add(keyOf(request));
  }

  async function preload(queries: readonly PreloadQuery[]): Promise<PreloadOutcome[]> {
    const missing = queries.filter((request) => !loaded.has(keyOf(request)));
    if (missing.length === 0) return queries.map(() => ({ ok: true }));
    const documents = missing.map((request) => linkDocument(request.query));
    const merged = mergeQueries(
      missing.map((request, index) => ({
        document: documents[index] as DocumentNode,
        variables: request.variables,
      })),
    );
    let outcomes: PreloadOutcome[];
    try {
      const response = await executeGraphql(
        { query: merged.query, operationName: merged.operationName, variables: merged.variables },
        headers,
      );
      outcomes = merged.split(response).map((result, index) => {
        if (result.errors.length > 0) return failed(new CombinedGraphQLErrors(result));
        if (!result.data) return failed(new Error('The API answered no data.'));
        adopt(missing[index] as PreloadQuery, result.data);
        return { ok: true };
      });
    } catch (error) {
      outcomes = missing.map(() => failed(error));
    }
    return queries.map((request) => {
      const index = missing.indexOf(request);
      return index === -1 ? { ok: true } : (outcomes[index] as PreloadOutcome);
    });
  }

  return { apollo, preload, adopt };
}
