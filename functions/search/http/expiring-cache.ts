/**
 * A small cache of promises that forgets each entry `ttlMs` after it was asked for, and everything when
 * it grows past `maxEntries` (a search Lambda sees few distinct viewers between restarts).
 */
export function expiringCache<V>(ttlMs: number, maxEntries: number, now: () => number) {
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const at = now();
    const cached = entries.get(key);
    if (cached && cached.until > at) return cached.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = load();
    entries.set(key, { value, until: at + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
