import type { SearchResult } from '#contract/search.ts';

/** Spec 3 §4 "Search query results": loading, error (no data), success (with data). */
export type SearchStatus =
  { status: 'loading' } | { status: 'success'; results: SearchResult[] } | { status: 'error' };

/** The statuses of the page's searches, by query key: a request is sent only when its query has none. */
export interface SearchStore {
  get(key: string): SearchStatus | undefined;
  /** Sends `send` unless the key has a status; its answer (or failure) becomes the key's status. */
  request(key: string, send: () => Promise<SearchResult[]>): void;
  /** Forgets a failed query, so asking it again sends it again (a retry). */
  forget(key: string): void;
  subscribe(listener: () => void): () => void;
  /** Grows with every change: what a React component subscribes to. */
  version(): number;
}

/** Enough for a session's typing and paging; the oldest answers are forgotten first. */
export const maxRememberedSearches = 200;

export function createSearchStore(max = maxRememberedSearches): SearchStore {
  const statuses = new Map<string, SearchStatus>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const set = (key: string, status: SearchStatus) => {
    statuses.delete(key);
    statuses.set(key, status);
    for (const oldest of statuses.keys()) {
      if (statuses.size <= max) break;
      if (statuses.get(oldest)?.status !== 'loading') statuses.delete(oldest);
    }
    changed();
  };
  return {
    get: (key) => statuses.get(key),
    request(key, send) {
      if (statuses.has(key)) return;
      set(key, { status: 'loading' });
      send().then(
        (results) => set(key, { status: 'success', results }),
        () => set(key, { status: 'error' }),
      );
    },
    forget(key) {
      if (statuses.get(key)?.status !== 'error') return;
      statuses.delete(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
