/**
 * `compute` remembered for the latest `limit` distinct keys (the oldest forgotten first): clients send
 * the same few GraphQL documents over and over, so parsing and checking each once is enough, and an
 * attacker sending endless distinct documents cannot grow the memory.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const remembered = new Map<string, V>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key) as V;
    const value = compute(key);
    if (remembered.size >= limit) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, value);
    return value;
  };
}
