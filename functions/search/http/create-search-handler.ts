import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { searchHeaders, searchQueriesPath, type SearchResponseBody } from '#contract/search.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import { jsonAnswer, requestBodyText } from '#shared/http/function-url-message.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { serviceUnavailableMessage, type FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { SearchIndexStore } from '../ports.ts';
import { resolveQueries } from '../query/resolve-queries.ts';
import { SearchRequestError } from '../query/search-request-error.ts';
import { createCatalogFacets } from './catalog-facets.ts';
import { perIpRateLimit } from './rate-limit.ts';
import type { SearchRepository } from './repository.ts';
import type { SearchClientConfig } from '#contract/search-config.ts';
import { createViewers, type ViewerIdentity } from './viewers.ts';

export interface SearchHandlerDependencies {
  store: SearchIndexStore;
  settings: SearchClientConfig;
  repository: SearchRepository;
  identify: ViewerIdentity;
  now?: () => number;
  logger?: FailureLogger;
}

/** Per IP and instance: a popover typing fast sends a request a keystroke (decision 229). */
export const searchRateLimit = { burst: 60, perSecond: 10 };

const errorAnswer = (status: number, message: string) => jsonAnswer(status, { message, status });

/** A credential from the header, or from the query string where Algolia's browser clients put it. */
function credential(event: APIGatewayProxyEventV2, name: string): string {
  return event.headers?.[name] ?? new URLSearchParams(event.rawQueryString ?? '').get(name) ?? '';
}

/** The search Lambda behind CloudFront's /_/search/* behaviour (function URL event). */
export function createSearchHandler(deps: SearchHandlerDependencies): FunctionUrlHandler {
  const now = deps.now ?? Date.now;
  const viewerOf = createViewers(deps.identify, deps.repository, now);
  const withCatalogs = createCatalogFacets(deps.repository, now);
  const allowed = perIpRateLimit(searchRateLimit, now);

  async function answer(event: APIGatewayProxyEventV2) {
    if (event.rawPath !== searchQueriesPath)
      return errorAnswer(404, `Nothing is served at ${event.rawPath}.`);
    if (event.requestContext.http.method !== 'POST')
      return errorAnswer(405, `Use POST for ${searchQueriesPath}.`);
    if (
      // The search key is a public one (every browser holds it): a plain comparison will do.
      credential(event, searchHeaders.apiKey) !== deps.settings.apiKey ||
      credential(event, searchHeaders.applicationId) !== deps.settings.applicationId
    )
      return errorAnswer(403, 'Invalid Application-ID or API key');
    const ip = event.headers?.[edgeHeaders.viewerIp] ?? event.requestContext.http.sourceIp;
    if (!allowed(ip)) return errorAnswer(429, 'Too many search requests: wait a moment and try again.');
    try {
      const queries = resolveQueries(requestBodyText(event), deps.settings.indexPrefix);
      const viewer = await viewerOf(event.headers ?? {});
      const engine = await deps.store.current();
      const body: SearchResponseBody = {
        results: await engine.search(await withCatalogs(queries, viewer), viewer),
      };
      return jsonAnswer(200, body);
    } catch (error) {
      if (error instanceof SearchRequestError) return errorAnswer(error.status, error.message);
      throw error;
    }
  }

  return answerFailures(answer, {
    logger: deps.logger ?? createLogger('search'),
    unavailable: (requestId) => errorAnswer(500, serviceUnavailableMessage(requestId)),
  });
}
