import { defaultHitsPerPage, scopedHitsPerPage, type SearchIndexKind } from '#contract/search.ts';
import type { RouteName, RouteParams } from '#web/routes/catalogue.ts';
import type { View } from '../router/router-context.ts';

/** Pages that bring their own search context (spec 1 §2.6); the results page refines it. */
export type OwnContext = 'topic' | 'notifications' | 'your-stories';

export interface SearchFilters {
  collectionSlug?: string;
  username?: string;
  catalogSlugId?: string;
  tagSlug?: string;
}

/**
 * Where Enter leads: the results route of this scope (the query is added as `?q=`). A profile has no
 * results page of its own (spec 1 §2.3): its Enter leads to every story's results (decision 237).
 */
export type SearchResultsRoute =
  | { to: 'ShowSearch' | 'ShowSearchPosts'; params: Record<string, never> }
  | { to: 'ShowCollectionSearch'; params: { collectionSlug: string } };

export interface SearchScope {
  kind: 'posts' | 'publication' | 'user' | OwnContext | 'default';
  indexes: readonly SearchIndexKind[];
  hitsPerPage: number;
  filters: SearchFilters;
  results: SearchResultsRoute;
}

const postRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowSequencePost',
]);

const everywhere: SearchResultsRoute = { to: 'ShowSearch', params: {} };

const scope = (
  kind: SearchScope['kind'],
  indexes: readonly SearchIndexKind[],
  filters: SearchFilters = {},
  hitsPerPage = defaultHitsPerPage,
  results: SearchResultsRoute = everywhere,
): SearchScope => ({ kind, indexes, hitsPerPage, filters, results });

/** Spec 1 §2.6 otherwise: users, publications (the `collections` index) and tags. */
const defaultScope = () => scope('default', ['users', 'collections', 'tags']);

/**
 * The search box's scope for what the page shows (spec 1 §2.6). hostTarget stands in for the
 * profile or publication of a custom domain when the view's parameters do not carry it.
 */
export function searchScope(view: View, hostTarget: string | null = null): SearchScope {
  if (view.kind !== 'page') return defaultScope();
  const { route, page, params } = view;
  const param = (name: string): string | undefined => (params as RouteParams)[name];
  if (postRoutes.has(route)) return scope('posts', ['posts']);
  if (page.startsWith('publication-')) {
    const collectionSlug = param('collectionSlug') ?? hostTarget;
    if (collectionSlug) {
      return scope('publication', ['posts'], { collectionSlug }, scopedHitsPerPage, {
        to: 'ShowCollectionSearch',
        params: { collectionSlug },
      });
    }
  }
  if (page.startsWith('user-')) {
    const username = param('username') ?? hostTarget;
    if (username) {
      const catalogSlugId = route === 'ShowUserList' ? param('catalogSlugId') : undefined;
      const filters = catalogSlugId ? { username, catalogSlugId } : { username };
      return scope('user', ['posts'], filters, scopedHitsPerPage, { to: 'ShowSearchPosts', params: {} });
    }
  }
  if (page === 'topic' || page.startsWith('topic-') || page.startsWith('tag-')) {
    const tagSlug = param('tagSlug');
    return scope('topic', ['posts'], tagSlug ? { tagSlug } : {});
  }
  if (page === 'notifications') return scope('notifications', ['users', 'collections', 'tags']);
  if (page === 'your-stories') return scope('your-stories', ['posts']);
  return defaultScope();
}
