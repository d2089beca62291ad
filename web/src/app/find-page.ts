import type { ViewerKind } from '#shared/edge-headers';
import type { View } from '../lib/router/router-context.ts';
import { matchRoute } from '../routes/match-route.ts';
import type { PageDefinition } from '../routes/page-registry.ts';
import type { RouteTable, Warn } from '../routes/route-tables.ts';
import { choosePage, pages } from './pages.ts';

export interface FoundPage {
  view: Extract<View, { kind: 'page' }>;
  definition: PageDefinition;
}

/**
 * The page a path shows on this host, for this kind of viewer; null when no route matches (→ 404).
 * The server render and client navigation both start here.
 */
export function findPage(
  table: RouteTable,
  path: string,
  hostTarget: string | null,
  viewer: ViewerKind,
  warn?: Warn,
): FoundPage | null {
  const match = matchRoute(table, path, hostTarget, warn);
  if (!match) return null;
  const page = choosePage(match.page, viewer);
  return {
    view: { kind: 'page', route: match.name, params: match.params, page },
    definition: pages.get(page),
  };
}
