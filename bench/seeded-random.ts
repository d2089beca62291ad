/**
 * Deterministic randomness for generated benchmark data: the same seed gives the same data on every
 * machine, and any document can be rebuilt alone from its own stream.
 */
export type Random = () => number;

/** FNV-1a: a 32-bit seed from a string (a document's kind and number). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let position = 0; position < text.length; position++) {
    value ^= text.charCodeAt(position);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast, well distributed for data generation (not for secrets). */
export function seededRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export const integerBetween = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export const pickOne = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/**
 * Draws ranks 0…n-1 with probability ∝ 1 / (rank + 1)^exponent (Zipf's law: a few words, writers and
 * tags are everywhere, most are rare). Binary search over the cumulative weights.
 */
export function zipf(n: number, exponent = 1): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A count with a long tail (claps, followers): most small, a few in the thousands. */
export const longTail = (random: Random, max: number) => Math.floor(Math.expm1(random() * Math.log1p(max)));

/** Fisher–Yates with the given stream. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let last = copy.length - 1; last > 0; last--) {
    const other = Math.floor(random() * (last + 1));
    [copy[last], copy[other]] = [copy[other]!, copy[last]!];
  }
  return copy;
}
