import type { RouteParams } from './catalogue.ts';
import { hrefOnHost } from './build-route.ts';
import type { RouteMatch } from './match-route.ts';
import type { RouteTable, Warn } from './route-tables.ts';

export type RedirectOutcome = { kind: 'redirect'; location: string; status: 301 | 302 } | { kind: 'invalid' };

/**
 * Spec 1 §2.2: a route carrying a redirect target redirects, unless a parameter is empty: then an
 * error is logged and the 404 page shows. The target is built for the current host (on a writer's
 * domain /follow leads to /), with the redirecting route's parameters.
 */
export function resolveRedirect(
  table: RouteTable,
  hostTarget: string | null,
  match: RouteMatch & { redirect: NonNullable<RouteMatch['redirect']> },
  logError: Warn,
): RedirectOutcome {
  const params: RouteParams = match.params;
  const empty = Object.keys(params).filter((name) => params[name] === '');
  if (empty.length > 0) {
    logError(`Cannot redirect ${match.name} to ${match.redirect.to}: empty parameter ${empty.join(', ')}.`);
    return { kind: 'invalid' };
  }
  return {
    kind: 'redirect',
    location: hrefOnHost(table, hostTarget, match.redirect.to, params),
    status: match.redirect.status,
  };
}
