import type { SearchIndexKind } from '#contract/search.ts';
import type { RouteName } from '#web/routes/catalogue.ts';

/** Spec 1 §2.3: /search/{category}; "category none means posts". */
export const searchCategories = ['posts', 'users', 'publications', 'tags', 'lists'] as const;
export type SearchCategory = (typeof searchCategories)[number];

/** The index each category searches (publications are the `collections` index). */
export const categoryIndex: Record<SearchCategory, SearchIndexKind> = {
  posts: 'posts',
  users: 'users',
  publications: 'collections',
  tags: 'tags',
  lists: 'lists',
};

/** The site-wide route of each category. */
export const categoryRoute = {
  posts: 'ShowSearchPosts',
  users: 'ShowSearchUsers',
  publications: 'ShowSearchPublications',
  tags: 'ShowSearchTags',
  lists: 'ShowSearchLists',
} as const satisfies Record<SearchCategory, RouteName>;

/**
 * What a search route shows: every category (ShowSearch), one category site-wide, or a publication's
 * stories (/{collectionSlug}/search, and /{collectionSlug}/search/posts). Null: no such page (a
 * publication's search of another category).
 */
export type SearchView =
  | { kind: 'all' }
  | { kind: 'category'; category: SearchCategory }
  | { kind: 'publication'; collectionSlug: string };

export function searchViewOf(
  route: RouteName,
  params: { collectionSlug?: string; category?: string },
): SearchView | null {
  if (route === 'ShowSearch') return { kind: 'all' } as const;
  if (route === 'ShowCollectionSearch' || route === 'ShowCollectionSearchCategory') {
    const category = params.category ?? 'posts';
    return category === 'posts' && params.collectionSlug
      ? ({ kind: 'publication', collectionSlug: params.collectionSlug } as const)
      : null;
  }
  const category = searchCategories.find((name) => categoryRoute[name] === route);
  return category ? ({ kind: 'category', category } as const) : null;
}
