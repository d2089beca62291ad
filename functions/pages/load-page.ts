import { findPage, withQueryParams, type FoundPage, type FoundRedirect } from '#web/app/find-page.ts';
import { friendLinkParameter } from '#contract/friend-links.ts';
import { routeFollowsFlags } from '#web/app/pages.ts';
import { cacheReader } from '#web/lib/apollo/cache-reader.ts';
import { flagsFrom } from '#web/lib/flags/use-flags.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import type { PageHead, PageModule, PreloadQuery } from '#web/routes/page-registry.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { shellQueries } from '#web/shell/shell-queries.ts';
import type { ViewerKind } from '#contract/edge-headers.ts';
import type { Flags } from '#contract/flags.ts';
import type { CacheSubject } from './cache-decision.ts';
import type { PageRequest } from './page-request.ts';
import { postCacheQuery, postCacheSubject } from './post-cache-controller.ts';
import { topicRouteSubject } from './topic-cache-controller.ts';
import type { PreloadOutcome, ServerClient } from './server-client.ts';

export type LoadedPage =
  | { kind: 'page'; view: FoundPage['view']; module: PageModule; head: PageHead; subject: CacheSubject }
  | FoundRedirect
  | { kind: 'not-found' };

type Warn = (message: string, extra: Record<string, unknown>) => void;

/**
 * Preloads a screen's queries with the shell's own (web/src/shell/shell-queries.ts: flags, and the
 * header's for a signed-in reader) in one API request; the outcomes of the screen's queries. A failure
 * of the shell's costs the page nothing: defaults and placeholders show, and the browser asks again
 * after hydration.
 */
export async function preloadWithShell(
  client: ServerClient,
  viewer: ViewerKind,
  queries: readonly PreloadQuery[],
  warn: Warn,
): Promise<PreloadOutcome[]> {
  const outcomes = await client.preload([...queries, ...shellQueries(viewer)]);
  const shellFailure = outcomes.slice(queries.length).find((outcome) => !outcome.ok);
  if (shellFailure && !shellFailure.ok) {
    warn('The header’s data failed to load; the browser will ask for it.', { error: shellFailure.error });
  }
  return outcomes.slice(0, queries.length);
}

/**
 * The flags the choice of page follows (spec 1 §2.2: community-* variants, flag-only routes), asked
 * before the page is found when its route depends on them; the shell's preload then finds them in the
 * cache, and the browser reads the same answer from the injected cache when it navigates. Without an
 * answer, the catalogue's defaults, as in the browser.
 */
async function loadFlags(request: PageRequest, client: ServerClient, warn: Warn): Promise<Flags> {
  // Only routes whose page depends on them wait: redirects, 404s and other pages ask nothing first.
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => {});
  if (!match || match.redirect || !routeFollowsFlags(match.name)) return flagsFrom(undefined);
  const [outcome] = await client.preload([variantFlagsQuery()]);
  if (outcome?.ok) return flagsFrom(client.apollo.readQuery(variantFlagsQuery()) ?? undefined);
  warn('The flags failed to load; pages are chosen with their defaults.', { error: outcome?.error });
  return flagsFrom(undefined);
}

/**
 * Finds the page a request names and loads everything it shows: its data (into the client's cache)
 * and its script. Not found: no route (unknown path, non-hex post id), or data that says the subject
 * does not exist; a redirect with an empty parameter. A redirect is returned as such. Query failures throw (→ 500), except where the page says they mean 404.
 */
export async function loadPage(
  request: PageRequest,
  client: ServerClient,
  warn: Warn,
  logError: Warn,
): Promise<LoadedPage> {
  const table = routeTables[request.hostKind];
  const found = withQueryParams(
    findPage(
      table,
      request.path,
      request.hostTarget,
      request.viewer,
      await loadFlags(request, client, warn),
      (message) => warn(message, { path: request.path }),
      (message) => logError(message, { path: request.path }),
    ),
    request.search,
  );
  if (!found) return { kind: 'not-found' };
  if (found.kind === 'redirect') return found;
  const { view, definition } = found;
  // The page's data module: imported on the first request for the page, shared by the later ones.
  const data = await definition.data();

  // The page's data, the cache subject and the shell's, asked of the API in one request.
  const postId = definition.cacheKind === 'post' ? (postIdFromParam(view.params.postId ?? '') ?? '') : null;
  const pageQueries: PreloadQuery[] = [
    ...data.queries(view.params),
    ...(postId === null ? [] : [postCacheQuery(postId, view.params[friendLinkParameter])]),
  ];
  const failure = (await preloadWithShell(client, request.viewer, pageQueries, warn)).find(
    (outcome) => !outcome.ok,
  );
  if (failure && !failure.ok) {
    if (!definition.errorShowsNotFound) throw failure.error;
    warn('The page’s data failed to load; showing the 404 page.', {
      path: request.path,
      error: failure.error,
    });
    return { kind: 'not-found' };
  }

  const read = cacheReader(client.apollo);
  const subject: CacheSubject =
    definition.cacheKind === 'post'
      ? postCacheSubject(read, postId ?? '', view.params[friendLinkParameter])
      : definition.cacheKind === 'topic'
        ? topicRouteSubject(view.params)
        : { kind: definition.cacheKind };
  const head = data.describe(read, view.params);
  if (!head) return { kind: 'not-found' };
  return { kind: 'page', view, module: await definition.load(), head, subject };
}
