import type { RouteParams } from './catalogue.ts';

/**
 * Spec 1 §2.3: what a publication route names its publication by, as collectionByDomainOrSlug takes it.
 * On the main host it is the path's /{collectionSlug}; on the publication's own domain the path has none
 * and the router fills collectionSlug with the host's target (match-route.ts), so one lookup serves both.
 * Empty when the route has neither: the API finds nothing and the page is the 404 one.
 */
export const collectionDomainOrSlug = (params: RouteParams): string => params.collectionSlug ?? '';
