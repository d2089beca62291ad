import { catalogIdFromSlugId } from '#contract/catalogs.ts';
import type { SearchIndexKind } from '#contract/search.ts';
import { facet } from './search-request.ts';
import type { SearchScope } from './search-scope.ts';

/** The ids a scope's filters name, once the page knows them. */
export interface ScopeIds {
  collectionId?: string;
  userId?: string;
  viewerId?: string;
}

/**
 * A scope's facet filters per index (spec 1 §2.6): a publication's stories, a writer's (within one of
 * their lists: the search Lambda expands the list to its stories), a tag's, the viewer's own. Null
 * while an id the scope needs is not known yet (nothing is asked until then).
 */
export function scopeFacets(
  scope: SearchScope,
  ids: ScopeIds,
): Partial<Record<SearchIndexKind, string[]>> | null {
  const { filters } = scope;
  if (scope.kind === 'publication') {
    return ids.collectionId ? { posts: [facet('posts', 'collectionId', ids.collectionId)] } : null;
  }
  if (scope.kind === 'user') {
    if (!ids.userId) return null;
    const posts = [facet('posts', 'creatorId', ids.userId)];
    const catalogId = filters.catalogSlugId && catalogIdFromSlugId(filters.catalogSlugId, ids.userId);
    if (catalogId) posts.push(facet('posts', 'catalogIds', catalogId));
    return { posts };
  }
  if (scope.kind === 'topic' && filters.tagSlug) return { posts: [facet('posts', 'tags', filters.tagSlug)] };
  if (scope.kind === 'your-stories') {
    return ids.viewerId ? { posts: [facet('posts', 'creatorId', ids.viewerId)] } : null;
  }
  return {};
}
