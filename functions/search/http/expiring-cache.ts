/**
 * A small cache of promises that forgets each entry `ttlMs` after it was asked for and, when it holds
 * `maxEntries`, the oldest entry first (a search Lambda sees few distinct viewers between restarts, but
 * its memory must not grow with them).
 */
export function expiringCache<V>(ttlMs: number, maxEntries: number, now: () => number) {
  // A Map keeps insertion order: its first key is the oldest entry.
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const at = now();
    const cached = entries.get(key);
    if (cached && cached.until > at) return cached.value;
    entries.delete(key);
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const entry = { value: load(), until: at + ttlMs };
    entries.set(key, entry);
    // A failed load is asked again next time, unless a newer entry took its place meanwhile.
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.value;
  };
}
