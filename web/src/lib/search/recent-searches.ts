/** Spec 3 §9: recent searches 10. */
export const maxRecentSearches = 10;
export const recentSearchesKey = 'folio.recentSearches';

/**
 * Spec 3 §5: a recent search is trimmed, kept to 10 entries, newest first, duplicates removed. Empty
 * queries are ignored. Duplicates compare case-insensitively (the search itself ignores case, so
 * "Rust" and "rust" are one search); the newest spelling is kept.
 */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...recent];
  const key = trimmed.toLowerCase();
  return [trimmed, ...recent.filter((entry) => entry.toLowerCase() !== key)].slice(0, maxRecentSearches);
}

/** The part of the Web Storage API we use (localStorage, or memory when that is unavailable). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

/** localStorage, or memory when the browser refuses it (private modes, disabled storage: spec 3 §8). */
export function browserStorage(warn: (message: string) => void = console.warn): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = `${recentSearchesKey}.probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    warn(`localStorage is unavailable, recent searches are kept in memory: ${String(error)}`);
    return memoryStorage();
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export interface RecentSearches {
  list(): string[];
  /** Saves the query and returns the new list. */
  add(query: string): string[];
}

/** Recent searches under one storage key; invalid stored JSON logs a warning and reads as none (spec 3 §8). */
export function createRecentSearches(
  storage: KeyValueStorage,
  warn: (message: string) => void = console.warn,
): RecentSearches {
  const list = (): string[] => {
    const raw = storage.getItem(recentSearchesKey);
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStringList(parsed)) return parsed.slice(0, maxRecentSearches);
      warn(`Stored recent searches are not a list of strings; ignoring them.`);
    } catch (error) {
      warn(`Stored recent searches are not valid JSON; ignoring them: ${String(error)}`);
    }
    return [];
  };
  return {
    list,
    add(query) {
      const next = addRecentSearch(list(), query);
      storage.setItem(recentSearchesKey, JSON.stringify(next));
      return next;
    },
  };
}
