import type { ApolloClient } from '@apollo/client';
import { choosePage, pages } from '#web/app/pages.ts';
import type { View } from '#web/lib/router/router-context.ts';
import { cacheReader } from '#web/lib/apollo/cache-reader.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import type { PageHead, PageModule } from '#web/routes/page-registry.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { CacheSubject } from './cache-decision.ts';
import type { PageRequest } from './page-request.ts';
import { postCacheSubject } from './post-cache-controller.ts';

export type LoadedPage =
  | { kind: 'page'; view: Extract<View, { kind: 'page' }>; module: PageModule; head: PageHead; subject: CacheSubject }
  | { kind: 'not-found' };

type Warn = (message: string, extra: Record<string, unknown>) => void;

/**
 * Finds the page a request names and loads everything it shows: its data (into the client's cache)
 * and its script. Not found: no route (unknown path, non-hex post id), or data that says the subject
 * does not exist. Query failures throw (→ 500), except where the page says they mean 404.
 */
export async function loadPage(request: PageRequest, client: ApolloClient, warn: Warn): Promise<LoadedPage> {
  const table = routeTables[request.hostKind];
  const match = matchRoute(table, request.path, request.hostTarget, (message) => warn(message, { path: request.path }));
  if (!match) return { kind: 'not-found' };
  const page = choosePage(match.page, request.viewer);
  const definition = pages.get(page);

  const postId = definition.cacheKind === 'post' ? postIdFromParam(match.params.postId ?? '') : null;
  let subject: CacheSubject;
  try {
    const [, postSubject] = await Promise.all([
      Promise.all(definition.queries(match.params).map((query) => client.query(query))),
      postId ? postCacheSubject(client, postId) : undefined,
    ]);
    subject = postSubject ?? { kind: definition.cacheKind === 'post' ? 'other' : definition.cacheKind };
  } catch (error) {
    if (!definition.errorShowsNotFound) throw error;
    warn('The page’s data failed to load; showing the 404 page.', { path: request.path, error });
    return { kind: 'not-found' };
  }

  const head = definition.describe(cacheReader(client), match.params);
  if (!head) return { kind: 'not-found' };
  const module = await definition.load();
  return { kind: 'page', view: { kind: 'page', route: match.name, params: match.params, page }, module, head, subject };
}
