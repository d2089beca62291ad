import { isRouteName, type RouteName, type RouteParams, type RouteParamsFor } from './catalogue.ts';
import { fillPath } from './route-pattern.ts';
import { routeTables, type RouteTable } from './route-tables.ts';

/** The path of a named route on the main host. Throws on an unknown name or a missing parameter (spec 3 §2). */
export function buildRoute<N extends RouteName>(name: N, params: RouteParamsFor<N>): string {
  return buildFromTable(routeTables.default, name, params);
}

function buildFromTable(table: RouteTable, name: string, params: RouteParams): string {
  const route = isRouteName(name) ? table.byName.get(name) : undefined;
  if (!route) throw new Error(`Unknown route ${name}.`);
  return fillPath(name, route.segments, params);
}

/**
 * The href of a named route as seen from the current host: on a custom domain, a route of that domain's
 * table about that same profile or publication drops its prefix (`/my-story-1a2b…` on the writer's
 * domain); anything else lives on the auth domain (spec 1 §2.2), so from a custom domain it is an
 * absolute URL there (`authOrigin`, e.g. https://folio.example), and on the main host a path.
 */
export function routeHref<N extends RouteName>(
  table: RouteTable,
  hostTarget: string | null,
  name: N,
  params: RouteParamsFor<N>,
  authOrigin = '',
): string {
  return hrefOnHost(table, hostTarget, name, params, authOrigin);
}

/** routeHref for a name and parameters known only at run time (a redirect's target). */
export function hrefOnHost(
  table: RouteTable,
  hostTarget: string | null,
  name: string,
  params: RouteParams,
  authOrigin = '',
): string {
  const local = isRouteName(name) ? table.byName.get(name) : undefined;
  if (local && (!table.hostParam || params[table.hostParam] === hostTarget)) {
    return fillPath(name, local.segments, params);
  }
  const path = buildFromTable(routeTables.default, name, params);
  return table === routeTables.default ? path : `${authOrigin}${path}`;
}
