/**
 * The named routes of spec 1 §2.3 (`ShowPost`, `ShowUser` …): the single source from which the three
 * route tables (route-tables.ts), the matcher and the link builder are derived. To add a route, add an
 * entry here and register its page in web/src/app/pages.ts; nothing else changes.
 *
 * marking (spec 1 §2.2) says on which custom-domain tables a route also lives:
 * - 'user': profile paths; on a user's domain they live without the `/@{username}` prefix;
 * - 'collection': publication paths; on a publication's domain without the `/{collectionSlug}` prefix;
 * - 'all': the same path on every host;
 * - no marking: the default table only (e.g. ShowHome: `/` on a custom domain is the profile).
 */
export type RouteMarking = 'user' | 'collection' | 'all';

export interface RouteDefinition {
  /** `{param}` segments; a segment `@{username}` carries a username. */
  path: string;
  /** The page registry's name for the page that shows it (web/src/app/pages.ts). */
  page: string;
  marking?: RouteMarking;
}

export const routeCatalogue = {
  ShowHome: { path: '/', page: 'home' },
  ShowPost: { path: '/p/{postId}', page: 'post', marking: 'all' },
  ShowPostUnderUser: { path: '/@{username}/{postId}', page: 'post', marking: 'user' },
  ShowPostUnderCollection: { path: '/{collectionSlug}/{postId}', page: 'post', marking: 'collection' },
  ShowUser: { path: '/@{username}', page: 'user-profile', marking: 'user' },
  ShowCollectionHome: { path: '/{collectionSlug}', page: 'publication-profile', marking: 'collection' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeCatalogue;

/** The parameter names of a path template: '/@{username}/{postId}' → 'username' | 'postId'. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * The parameters a named route needs, checked at compile time (buildRoute checks again at run time).
 * Distributes over a union of names, so `{ name, params }` pairs stay checked together.
 */
export type RouteParamsFor<N extends RouteName> = N extends RouteName
  ? Record<ParamNames<(typeof routeCatalogue)[N]['path']>, string>
  : never;

export type RouteParams = Readonly<Record<string, string>>;

export const isRouteName = (name: string): name is RouteName => Object.hasOwn(routeCatalogue, name);
