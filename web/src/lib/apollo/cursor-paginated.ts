import type { FieldPolicy, Reference } from '@apollo/client';

interface Connection {
  posts: readonly Reference[];
  pagingInfo: unknown;
}

interface PagingArgs {
  paging?: { to?: string | null } | null;
}

/**
 * One cache entry per paginated list whatever its paging arguments: a first page (no cursor) replaces
 * the list, a page after a cursor is appended, skipping stories already there. Used by postsConnection
 * (profiles, publications) and latestPostsFeed (logged-out home).
 */
export const cursorPaginated: FieldPolicy<Connection> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    const cursor = (args as PagingArgs | null)?.paging?.to;
    if (!existing || !cursor) return incoming;
    const seen = new Set(existing.posts.map((post) => post.__ref));
    return {
      ...incoming,
      posts: [...existing.posts, ...incoming.posts.filter((post) => !seen.has(post.__ref))],
    };
  },
};
