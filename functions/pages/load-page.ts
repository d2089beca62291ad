import type { ApolloClient } from '@apollo/client';
import { findPage, type FoundPage, type FoundRedirect } from '#web/app/find-page.ts';
import { routeFollowsFlags } from '#web/app/pages.ts';
import { cacheReader } from '#web/lib/apollo/cache-reader.ts';
import { flagsFrom } from '#web/lib/flags/use-flags.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { CacheKind, PageHead, PageModule } from '#web/routes/page-registry.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { shellQueries } from '#web/shell/shell-queries.ts';
import type { ViewerKind } from '#contract/edge-headers.ts';
import type { Flags } from '#contract/flags.ts';
import type { CacheSubject } from './cache-decision.ts';
import type { PageRequest } from './page-request.ts';
import { postCacheSubject } from './post-cache-controller.ts';

export type LoadedPage =
  | { kind: 'page'; view: FoundPage['view']; module: PageModule; head: PageHead; subject: CacheSubject }
  | FoundRedirect
  | { kind: 'not-found' };

type Warn = (message: string, extra: Record<string, unknown>) => void;

/** What the cache rules need to know about the page; for a post, asked in parallel with the page's data. */
async function cacheSubject(
  kind: CacheKind,
  client: ApolloClient,
  params: RouteParams,
): Promise<CacheSubject> {
  if (kind === 'post') return postCacheSubject(client, postIdFromParam(params.postId ?? '') ?? '');
  return { kind };
}

/**
 * The shell's own data (web/src/shell/shell-queries.ts): flags, and the header's for a signed-in
 * reader. A failure costs the page nothing: defaults and placeholders show, and the browser asks again
 * after hydration.
 */
export async function preloadShell(client: ApolloClient, viewer: ViewerKind, warn: Warn): Promise<void> {
  try {
    await Promise.all(shellQueries(viewer).map((query) => client.query(query)));
  } catch (error) {
    warn('The header’s data failed to load; the browser will ask for it.', { error });
  }
}

/**
 * The flags the choice of page follows (spec 1 §2.2: community-* variants, flag-only routes), asked
 * before the page is found when its route depends on them; the shell's preload then finds them in the
 * cache, and the browser reads the same answer from the injected cache when it navigates. Without an
 * answer, the catalogue's defaults, as in the browser.
 */
async function loadFlags(request: PageRequest, client: ApolloClient, warn: Warn): Promise<Flags> {
  // Only routes whose page depends on them wait: redirects, 404s and other pages ask nothing first.
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => {});
  if (!match || match.redirect || !routeFollowsFlags(match.name)) return flagsFrom(undefined);
  try {
    return flagsFrom((await client.query(variantFlagsQuery())).data);
  } catch (error) {
    warn('The flags failed to load; pages are chosen with their defaults.', { error });
    return flagsFrom(undefined);
  }
}

/**
 * Finds the page a request names and loads everything it shows: its data (into the client's cache)
 * and its script. Not found: no route (unknown path, non-hex post id), or data that says the subject
 * does not exist; a redirect with an empty parameter. A redirect is returned as such. Query failures throw (→ 500), except where the page says they mean 404.
 */
export async function loadPage(
  request: PageRequest,
  client: ApolloClient,
  warn: Warn,
  logError: Warn,
): Promise<LoadedPage> {
  const table = routeTables[request.hostKind];
  const found = findPage(
    table,
    request.path,
    request.hostTarget,
    request.viewer,
    await loadFlags(request, client, warn),
    (message) => warn(message, { path: request.path }),
    (message) => logError(message, { path: request.path }),
  );
  if (!found) return { kind: 'not-found' };
  if (found.kind === 'redirect') return found;
  const { view, definition } = found;

  let subject: CacheSubject;
  try {
    [, subject] = await Promise.all([
      Promise.all(definition.queries(view.params).map((query) => client.query(query))),
      cacheSubject(definition.cacheKind, client, view.params),
      preloadShell(client, request.viewer, warn),
    ]);
  } catch (error) {
    if (!definition.errorShowsNotFound) throw error;
    warn('The page’s data failed to load; showing the 404 page.', { path: request.path, error });
    return { kind: 'not-found' };
  }

  const head = definition.describe(cacheReader(client), view.params);
  if (!head) return { kind: 'not-found' };
  return { kind: 'page', view, module: await definition.load(), head, subject };
}
