import type { ViewerKind } from '#contract/edge-headers.ts';
import type { Flags } from '#contract/flags.ts';
import type { View } from '#web/lib/router/router-context.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { resolveRedirect } from '#web/routes/redirect.ts';
import type { RouteTable, Warn } from '#web/routes/route-tables.ts';
import { choosePage, pages } from './pages.ts';

export interface FoundPage {
  kind: 'page';
  view: Extract<View, { kind: 'page' }>;
  definition: PageDefinition;
}

/** A route carrying a redirect target (spec 1 §2.2): the server answers `status`, the browser replaces. */
export interface FoundRedirect {
  kind: 'redirect';
  location: string;
  status: 301 | 302;
}

/**
 * The found page with the query parameters it reads (PageDefinition.queryParams: the post page's friend
 * link key) copied from `search` into its params, so its queries and the cache subject see them, on the
 * server and in the browser alike.
 */
export function withQueryParams<T extends FoundPage | FoundRedirect | null>(found: T, search: string): T {
  const names = found?.kind === 'page' ? (found.definition.queryParams ?? []) : [];
  if (!found || found.kind !== 'page' || names.length === 0) return found;
  const query = new URLSearchParams(search);
  const read = names.flatMap((name) => {
    const value = query.get(name);
    return value ? [[name, value] as const] : [];
  });
  if (read.length === 0) return found;
  return { ...found, view: { ...found.view, params: { ...found.view.params, ...Object.fromEntries(read) } } };
}

/**
 * The page a path shows on this host, for this kind of viewer under these flags, or where it
 * redirects; null (→ 404) when no route matches, when the route is answered outside the web app or
 * exists only under a flag that is off, or when a redirect has an empty parameter (then an error is
 * logged). The server render and client navigation both start here, with the same flags
 * (VariantFlagsQuery, preloaded with every page).
 */
export function findPage(
  table: RouteTable,
  path: string,
  hostTarget: string | null,
  viewer: ViewerKind,
  flags: Flags,
  warn?: Warn,
  logError: Warn = console.error,
): FoundPage | FoundRedirect | null {
  const match = matchRoute(table, path, hostTarget, warn);
  if (!match) return null;
  if (match.redirect) {
    const outcome = resolveRedirect(table, hostTarget, { ...match, redirect: match.redirect }, logError);
    return outcome.kind === 'redirect' ? outcome : null;
  }
  if (match.page === null) return null;
  const page = choosePage(match.page, match.name, viewer, flags);
  if (page === null) return null;
  return {
    kind: 'page',
    view: { kind: 'page', route: match.name, params: match.params, page },
    definition: pages.get(page),
  };
}
