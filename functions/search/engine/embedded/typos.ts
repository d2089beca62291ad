/**
 * Typo tolerance as Algolia counts it: no typo in words under 4 letters, one from 4, two from 8 (a
 * Levenshtein distance; the last word of a query, as it is being typed, also within its typos of a
 * word's start).
 */
export const typosAllowed = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** Whether `a` and `b` are at most `limit` edits apart (insert, delete, substitute). */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

/**
 * A word of the query, whether it also finds words it starts (the last word only: Algolia's
 * `prefixLast`, decision 253), and the typos it was searched with (0 when it found a word as typed).
 */
export interface QueryTerm {
  text: string;
  prefix: boolean;
  typos: number;
}

/** Whether a query term finds this (normalized) word: as typed or as its start, or within its typos of either. */
export function termFinds({ text, prefix, typos }: QueryTerm, word: string): boolean {
  if (prefix ? word.startsWith(text) : word === text) return true;
  if (typos === 0) return false;
  return withinEdits(text, word, typos) || (prefix && withinEdits(text, word.slice(0, text.length), typos));
}
