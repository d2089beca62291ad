import type { FieldPolicy, Reference } from '@apollo/client';

/** The list field of a connection type: PostConnection.posts, UserConnection.users … */
type ListField =
  | 'posts'
  | 'users'
  | 'collections'
  | 'entries'
  | 'quotes'
  | 'items'
  | 'series'
  | 'charges'
  | 'subscribers'
  | 'tags'
  | 'notifications';

/** An item of a list: a reference to a normalised object, or an object without an id stored inline. */
type ListItem = Reference | Record<string, unknown>;

type Connection<L extends ListField> = Record<L, readonly ListItem[]> & { pagingInfo: unknown };

interface PagingArgs {
  paging?: { to?: string | null } | null;
}

/**
 * One cache entry per paginated list whatever its paging arguments (per `keyArgs` when the list has a
 * filter): a first page (no cursor) replaces the list, a page after a cursor is appended, skipping items
 * already there; what a later page does not carry (Your stories' counts) is kept. A field answering a
 * union may hold no list (Unauthorized): that answer replaces what was there. Items without an id of
 * their own (a list's items, the library's series) are told apart by `itemKey`, one of their fields.
 * Spec 3 §7's merge rules: postsConnection (profiles, publications), latestPostsFeed (logged-out home),
 * followers and following, muted users and publications, Your stories' shelves, a list's items; and
 * the viewer's billing history; the reader's notifications, one list per tab.
 */
export function cursorPaginated<L extends ListField>(
  list: L,
  keyArgs: false | string[] = false,
  itemKey = '__ref',
): FieldPolicy<Connection<L>> {
  const keyOf = (item: ListItem) => (item as Record<string, unknown>)[itemKey];
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const cursor = (args as PagingArgs | null)?.paging?.to;
      if (!existing?.[list] || !incoming[list] || !cursor) return incoming;
      const seen = new Set(existing[list].map(keyOf));
      return {
        ...existing,
        ...incoming,
        [list]: [...existing[list], ...incoming[list].filter((item) => !seen.has(keyOf(item)))],
      };
    },
  };
}
