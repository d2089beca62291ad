import type { KindIndex } from './kind-index.ts';
import type { Postings } from './postings.ts';
import { prefixWeight, rarity, typoWeight } from './ranking.ts';
import { typosAllowed, type QueryTerm } from './typos.ts';
import { termsOf } from './words.ts';

/** Words of a query searched (decision 225): a long query stays cheap. */
export const maxQueryWords = 10;
/** Completions of the last word searched, the most common first: "a" must not search every word. */
export const maxCompletions = 50;

/** A word of the index a query's word finds, with what a posting of it adds to a document's score. */
export interface Expansion {
  postings: Postings;
  weight: number;
}

/** A word of the query, how it is searched, and the words of the index it finds. */
export interface QueryWord {
  term: QueryTerm;
  expansions: Expansion[];
  /** Postings of all its expansions: the query starts from the rarest word. */
  postingCount: number;
}

function hasWord(index: KindIndex, text: string, prefix: boolean) {
  return index.wordIds.has(text) || (prefix && !index.dictionary.atPrefix(text).keys().next().done);
}

/** The index's words a term finds, each by its number, with its weight beside the word as typed. */
function foundWords({ text, prefix, typos }: QueryTerm, index: KindIndex): Map<number, number> {
  const found = new Map<number, number>();
  const exact = index.wordIds.get(text);
  if (exact !== undefined) found.set(exact, 1);
  if (prefix) {
    const completions = [...index.dictionary.atPrefix(text)]
      .filter(([word]) => word !== text)
      .sort(([, a], [, b]) => index.postings[b]!.length - index.postings[a]!.length)
      .slice(0, maxCompletions);
    for (const [word, id] of completions) found.set(id, prefixWeight(text, word));
  }
  if (typos > 0)
    for (const [word, [id, distance]] of index.dictionary.fuzzyGet(text, typos))
      if (word !== text) found.set(id, Math.max(found.get(id) ?? 0, typoWeight(text, distance)));
  return found;
}

/**
 * The words of a query as searched (decision 225): the last also as a prefix (decision 253), and with
 * its typos only when the index has no word it finds as typed (Algolia's `typoTolerance: min`): a common
 * word stays cheap, a misspelled one is found. Each found word weighs by its rarity.
 */
export function queryWords(index: KindIndex, query: string): QueryWord[] {
  const texts = [...new Set(termsOf(query))].slice(0, maxQueryWords);
  return texts.map((text, at) => {
    const prefix = at === texts.length - 1;
    const term = { text, prefix, typos: hasWord(index, text, prefix) ? 0 : typosAllowed(text) };
    const expansions = [...foundWords(term, index)].map(([id, weight]) => {
      const postings = index.postings[id]!;
      return { postings, weight: weight * rarity(index.live, postings.length) };
    });
    const postingCount = expansions.reduce((total, { postings }) => total + postings.length, 0);
    return { term, expansions, postingCount };
  });
}
