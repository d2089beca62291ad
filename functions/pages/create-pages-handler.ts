import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PreloadedState } from '#web/app/injected-state.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { notFoundScreenQuery } from '#web/shell/not-found-screen/not-found-screen-query.ts';
import { toAwsTimestamp } from '#web/lib/render-time.ts';
import type { View } from '#web/lib/router/router-context.ts';
import type { SiteConfig } from '#web/lib/site-config.ts';
import { texts } from '#web/lib/texts.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import { locationHeader } from '#shared/http/location-header.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { PageAssets } from './assets.ts';
import {
  cacheHeaders,
  decideCaching,
  internalIpMatcher,
  resolveExperimentGroup,
  type CacheSubject,
} from './cache-decision.ts';
import { framingHeaders } from './framing.ts';
import { loadPage, preloadWithShell } from './load-page.ts';
import { readPageRequest, type PageRequest } from './page-request.ts';
import { renderResponse } from './respond.tsx';
import { createServerClient, type ServerClient } from './server-client.ts';
import { unavailablePage } from './unavailable-page.ts';
import { revertRedirect } from './revert-redirect.ts';
import { respondedPostId, respondLocation } from './respond-redirect.ts';
import { upvotesRedirect } from './upvotes-redirect.ts';
import { sharedPostId, twitterShareLocation } from './share-redirect.ts';
import { listShareLocation, sharedList } from './list-share-redirect.ts';
import { audienceStatsExport, audienceStatsExportUser } from './audience-stats-export.ts';
import { userSubdomainRedirect } from './user-subdomain.ts';
import { requestedTopicSlug, topicLocation } from './topic-cache-controller.ts';
import { feedClient, publicationFeed, requestedFeed, rssContentType } from './publication-feed.ts';

export interface PagesConfig {
  appVersion: string;
  /** CIDR ranges whose viewers never get cached pages. */
  internalIpRanges: string[];
  /** Cache experiment groups this deployment is in: 'disabled', 'enabled', 'control'. */
  cacheExperimentGroups: string[];
  /** What the browser needs to sign in (the auth origin, the captcha), the same on every page. */
  site: SiteConfig;
}

/** The part of Powertools' Logger the pages use. */
export interface PagesLogger {
  error(message: string, extra: Record<string, unknown>): void;
  warn(message: string, extra: Record<string, unknown>): void;
}

export interface PagesDependencies {
  executeGraphql: GraphqlExecutor;
  assets: PageAssets;
  config: PagesConfig;
  logger?: PagesLogger;
  /** The clock (epoch ms): the render time the page carries for its dates. */
  now?: () => number;
}

/** Spec 1 §2.7: 409 when the error says '409: Conflict', otherwise 500. */
export const errorStatus = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).includes('409: Conflict') ? 409 : 500;

/**
 * Spec 1 §2.2 route redirects: 301, or 302 for the topic page's temporary one; the query string is
 * kept. Not stored by CloudFront, like every uncached page.
 */
const redirect = (
  location: string,
  status: 301 | 302,
  decision = { cacheable: false, reason: 'redirect' },
): APIGatewayProxyStructuredResultV2 => ({
  statusCode: status,
  headers: { location: locationHeader(location), ...cacheHeaders(decision) },
  body: '',
});

/** Server-side rendering of the public pages, with the cache decision of spec 3 §4. */
export function createPagesHandler({
  executeGraphql,
  assets,
  config,
  logger = createLogger('pages'),
  now = Date.now,
}: PagesDependencies): FunctionUrlHandler {
  const isInternalIp = internalIpMatcher(config.internalIpRanges);
  const experimentGroup = resolveExperimentGroup(config.cacheExperimentGroups);
  const warn = (message: string, extra: Record<string, unknown>) => logger.warn(message, extra);
  const logError = (message: string, extra: Record<string, unknown>) => logger.error(message, extra);

  const stateFor = (request: PageRequest, view: View): PreloadedState => ({
    appVersion: config.appVersion,
    viewer: request.viewer,
    host: { kind: request.hostKind, target: request.hostTarget },
    view,
    config: config.site,
    // The browser hydrates with this same "now", so dates relative to today match across midnight.
    renderedAt: toAwsTimestamp(now()),
  });

  /** `asked`: the client that found no page; its flags answer is reused rather than asked again. */
  async function notFound(request: PageRequest, asked: ServerClient) {
    const client = createServerClient(executeGraphql, request.graphqlHeaders);
    const flags = asked.apollo.readQuery(variantFlagsQuery());
    if (flags) client.adopt(variantFlagsQuery(), flags);
    // The staff picks are a bonus: without them the 404 screen still shows.
    const [staffPicks] = await preloadWithShell(client, request.viewer, [notFoundScreenQuery()], warn);
    if (staffPicks && !staffPicks.ok) warn('No staff picks for the 404 screen.', { error: staffPicks.error });
    return renderResponse({
      client: client.apollo,
      state: stateFor(request, { kind: 'not-found' }),
      module: null,
      head: { title: `${texts.notFound.heading} | ${texts.siteName}` },
      status: 404,
      headers: cacheHeaders({ cacheable: false, reason: 'not-found' }),
      assets,
    });
  }

  /** Spec 1 §2.7's 500 screen, naming the request id the failure is logged under. */
  function serverError(request: PageRequest, status: number, requestId: string) {
    return renderResponse({
      client: createServerClient(executeGraphql, request.graphqlHeaders).apollo,
      state: stateFor(request, { kind: 'error', status, requestId }),
      module: null,
      head: { title: texts.siteName },
      status,
      headers: cacheHeaders({ cacheable: false, reason: 'error' }),
      assets,
    });
  }

  const decide = (request: PageRequest, subject: CacheSubject) =>
    decideCaching({
      viewer: request.viewer,
      isInternalIp: isInternalIp(request.viewerIp),
      // Not in the API's viewer yet; a signed-in viewer is never cached anyway.
      isStaff: false,
      isSpoofedSession: false,
      canViewSuspendedContent: false,
      experimentGroup,
      subject,
    });

  // Whatever escapes, even the error screen failing to render, is answered by a page that cannot fail.
  async function handle(event: APIGatewayProxyEventV2, requestId: string) {
    const request = readPageRequest(event);
    try {
      const moved = await userSubdomainRedirect(request, config.site.authOrigin, executeGraphql);
      if (moved) return redirect(moved + request.search, 302);
      const reverting = revertRedirect(request);
      if (reverting) return redirect(reverting, 302);
      const clappers = upvotesRedirect(request);
      if (clappers) return redirect(clappers, 302);
      const client = createServerClient(executeGraphql, request.graphqlHeaders);
      const shared = sharedPostId(request);
      if (shared) {
        const sharing = await twitterShareLocation(shared, client, config.site.authOrigin);
        return sharing ? redirect(sharing, 302) : await notFound(request, client);
      }
      const responded = respondedPostId(request);
      if (responded) {
        const responding = await respondLocation(responded, client);
        return responding ? redirect(responding, 302) : await notFound(request, client);
      }
      const sharedCatalog = sharedList(request);
      if (sharedCatalog) {
        const sharing = await listShareLocation(sharedCatalog, client, config.site.authOrigin);
        return sharing ? redirect(sharing, 302) : await notFound(request, client);
      }
      const topicSlug = requestedTopicSlug(request);
      if (topicSlug !== null) {
        const topic = await topicLocation(topicSlug, client);
        return topic.location
          ? redirect(topic.location + request.search, 301, decide(request, topic.subject))
          : await notFound(request, client);
      }
      const feed = requestedFeed(request);
      if (feed) {
        const context = { origin: config.site.authOrigin, hostKind: request.hostKind, now: now() };
        const rss = await publicationFeed(feed, feedClient(executeGraphql, request.graphqlHeaders), context);
        if (rss === null) return await notFound(request, client);
        const headers = {
          'content-type': rssContentType,
          ...cacheHeaders(decide(request, { kind: 'feed' })),
        };
        return { statusCode: 200, headers, body: rss };
      }
      const audienceOf = audienceStatsExportUser(request);
      if (audienceOf)
        return (await audienceStatsExport(audienceOf, client)) ?? (await notFound(request, client));
      const loaded = await loadPage(request, client, warn, logError);
      if (loaded.kind === 'not-found') return await notFound(request, client);
      if (loaded.kind === 'redirect') return redirect(loaded.location + request.search, loaded.status);
      const decision = decide(request, loaded.subject);
      return renderResponse({
        client: client.apollo,
        state: stateFor(request, loaded.view),
        module: loaded.module,
        head: loaded.head,
        status: 200,
        headers: { ...cacheHeaders(decision), ...framingHeaders(loaded.view.page) },
        assets,
      });
    } catch (error) {
      logger.error('The page failed to render.', { requestId, error, path: request.path });
      return serverError(request, errorStatus(error), requestId);
    }
  }
  return answerFailures(handle, { logger, unavailable: unavailablePage });
}
