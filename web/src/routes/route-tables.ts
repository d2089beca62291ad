import type { HostKind } from '#contract/edge-headers.ts';
import { routeCatalogue, type RouteDefinition, type RouteName, type RouteRedirect } from './catalogue.ts';
import { ambiguityKey, compilePath, paramNames, specificity, type Segment } from './route-pattern.ts';

export interface TableRoute {
  name: RouteName;
  /** The page that shows it; null for a redirect or a route answered outside the web app. */
  page: string | null;
  redirect: RouteRedirect | null;
  segments: readonly Segment[];
}

/** A route as the tables take it: a page, a redirect, or neither (answered by the server). */
export interface TableEntry {
  name: RouteName;
  path: string;
  page?: string;
  redirect?: RouteRedirect;
}

export interface RouteTable {
  kind: HostKind;
  /** On a custom domain the host stands for this parameter: the profile's username or the publication's slug. */
  hostParam: 'username' | 'collectionSlug' | null;
  /** Most specific first, so the first route that matches is the right one. */
  routes: readonly TableRoute[];
  byName: ReadonlyMap<RouteName, TableRoute>;
}

export type Warn = (message: string) => void;

/** Registers routes in order; a path ambiguous with one already registered is rejected with a warning (spec 3 §2). */
export function createRouteTable(
  kind: HostKind,
  hostParam: RouteTable['hostParam'],
  entries: readonly TableEntry[],
  warn: Warn = console.warn,
): RouteTable {
  const registered = new Map<string, { name: RouteName; path: string }>();
  const routes: (TableRoute & { rank: string })[] = [];
  for (const { name, page, redirect, path } of entries) {
    const segments = compilePath(path);
    const key = ambiguityKey(segments);
    const existing = registered.get(key);
    if (existing) {
      warn(
        `Route ${name} (${path}) is ambiguous with ${existing.name} (${existing.path}) in the ${kind} table; rejected.`,
      );
      continue;
    }
    registered.set(key, { name, path });
    routes.push({
      name,
      page: page ?? null,
      redirect: redirect ?? null,
      segments,
      rank: specificity(segments),
    });
  }
  // Only routes with as many segments as the path can match it; among those, rank compares position by position.
  routes.sort((a, b) => (a.rank === b.rank ? 0 : a.rank < b.rank ? 1 : -1));
  return { kind, hostParam, routes, byName: new Map(routes.map((route) => [route.name, route])) };
}

const domainTables = {
  user: { kind: 'user', marking: 'user', prefix: '/@{username}', hostParam: 'username' },
  publication: {
    kind: 'publication',
    marking: 'collection',
    prefix: '/{collectionSlug}',
    hostParam: 'collectionSlug',
  },
} as const;

/** '/@{username}/about' without '/@{username}' is '/about'; the prefix alone is '/'. */
function withoutPrefix(name: string, path: string, prefix: string): string {
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  throw new Error(`Route ${name} (${path}) is marked for custom domains but does not start with ${prefix}.`);
}

/**
 * A redirect must name a route that shows a page (no chains, no loops) and whose parameters the
 * redirecting route carries: a mistake here is a developer error, thrown when the tables are built.
 */
function checkRedirects(catalogue: Readonly<Record<RouteName, RouteDefinition>>) {
  for (const name of Object.keys(catalogue) as RouteName[]) {
    const route = catalogue[name];
    if (!('redirect' in route)) continue;
    const target = Object.hasOwn(catalogue, route.redirect.to)
      ? catalogue[route.redirect.to as RouteName]
      : undefined;
    if (!target || !('page' in target)) {
      throw new Error(`Route ${name} redirects to ${route.redirect.to}, which is not a route with a page.`);
    }
    const own = new Set(paramNames(compilePath(route.path)));
    const missing = paramNames(compilePath(target.path)).filter((param) => !own.has(param));
    if (missing.length > 0) {
      throw new Error(
        `Route ${name} redirects to ${route.redirect.to} without its parameter(s) ${missing.join(', ')}.`,
      );
    }
  }
}

/** The three tables of spec 1 §2.2, generated from one catalogue. */
export function routeTablesFrom(
  catalogue: Readonly<Record<RouteName, RouteDefinition>>,
  warn: Warn = console.warn,
): Record<HostKind, RouteTable> {
  const entries: (TableEntry & Pick<RouteDefinition, 'marking'>)[] = (
    Object.keys(catalogue) as RouteName[]
  ).map((name) => ({ name, ...catalogue[name] }));
  checkRedirects(catalogue);
  const domainTable = ({
    kind,
    marking,
    prefix,
    hostParam,
  }: (typeof domainTables)[keyof typeof domainTables]) => {
    // Routes of the domain first: on a user's domain '/' is the profile, whatever else might claim it.
    const own = entries
      .filter((entry) => entry.marking === marking)
      .map((entry) => ({ ...entry, path: withoutPrefix(entry.name, entry.path, prefix) }));
    const shared = entries.filter((entry) => entry.marking === 'all');
    return createRouteTable(kind, hostParam, [...own, ...shared], warn);
  };
  return {
    default: createRouteTable('default', null, entries, warn),
    user: domainTable(domainTables.user),
    publication: domainTable(domainTables.publication),
  };
}

export const routeTables = routeTablesFrom(routeCatalogue);
