import type { RouteName, RouteParams, RouteRedirect } from './catalogue.ts';
import { postIdFromParam } from './post-id.ts';
import type { Segment } from './route-pattern.ts';
import type { RouteTable, Warn } from './route-tables.ts';

export interface RouteMatch {
  name: RouteName;
  /** null for a redirect or a route answered outside the web app. */
  page: string | null;
  params: RouteParams;
  redirect?: RouteRedirect;
}

/** Parameters whose value must have a shape for the route to match at all. */
const paramRules: Readonly<Record<string, (value: string) => boolean>> = {
  postId: (value) => postIdFromParam(value) !== null,
};

/** '/a/b/' → ['a', 'b'] (decoded); null for a path that is not one (no leading '/', bad %-escape). */
function splitPath(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/') return [];
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if (segment.kind === 'static') {
      if (part !== segment.value) return null;
      continue;
    }
    if (segment.kind === 'at' && !part.startsWith('@')) return null;
    const value = segment.kind === 'at' ? part.slice(1) : part;
    const rule = paramRules[segment.name];
    if (rule && !rule(value)) return null;
    params[segment.name] = value;
  }
  return params;
}

/**
 * The route a path names in a table, or null (→ the 404 page). On a custom domain, hostTarget (the
 * username or publication slug the host stands for) fills the table's host parameter. Empty parameters
 * only warn (spec 3 §2): the page then finds nothing and shows its 404.
 */
export function matchRoute(
  table: RouteTable,
  pathname: string,
  hostTarget: string | null = null,
  warn: Warn = console.warn,
): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  for (const route of table.routes) {
    const params = matchSegments(route.segments, parts);
    if (!params) continue;
    if (table.hostParam) params[table.hostParam] = hostTarget ?? '';
    const empty = Object.keys(params).filter((name) => params[name] === '');
    if (empty.length > 0) warn(`Empty route parameter ${empty.join(', ')} in ${pathname} (${route.name}).`);
    return {
      name: route.name,
      page: route.page,
      params,
      ...(route.redirect ? { redirect: route.redirect } : {}),
    };
  }
  return null;
}
