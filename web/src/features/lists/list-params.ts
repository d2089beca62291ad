import type { RouteParams } from '#web/routes/catalogue.ts';

/** The `{catalogSlugId}` of /me/list/…, /@{username}/list/… and /embed/list/…. */
export const catalogSlugIdOf = (params: RouteParams): string => params.catalogSlugId ?? '';
export const usernameOf = (params: RouteParams): string => params.username ?? '';
