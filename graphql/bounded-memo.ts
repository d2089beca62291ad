/**
 * `compute` remembered for the latest `limit` distinct keys (the oldest forgotten first): clients send
 * the same few GraphQL documents over and over, so parsing and checking each once is enough, and an
 * attacker sending endless distinct documents cannot grow the memory.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  return boundedMemoBy(limit, (key) => key, compute);
}

/** The same for an argument that is not its own key: `keyOf` names what `compute`'s answer depends on. */
export function boundedMemoBy<A, V>(
  limit: number,
  keyOf: (argument: A) => string,
  compute: (argument: A) => V,
): (argument: A) => V {
  const remembered = new Map<string, V>();
  return (argument) => {
    const key = keyOf(argument);
    if (remembered.has(key)) return remembered.get(key) as V;
    const value = compute(argument);
    if (remembered.size >= limit) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, value);
    return value;
  };
}
