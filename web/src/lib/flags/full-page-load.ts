import type { Flags } from '#contract/flags.ts';
import type { RouteName } from '#web/routes/catalogue.ts';

/**
 * Spec 1 §6: whether a link to `route` leaves client navigation and loads the page from the server,
 * because the `full_page_load_routes` flag lists the route (or says `*`).
 */
export function loadsFromServer(flags: Flags, route: RouteName): boolean {
  const listed = String(flags.full_page_load_routes)
    .split(',')
    .map((name) => name.trim());
  return listed.includes('*') || listed.includes(route);
}
