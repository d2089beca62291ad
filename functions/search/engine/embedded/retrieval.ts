import type { DocumentPredicate } from './filter-predicate.ts';
import type { StoredDocument } from './hits.ts';
import { indexDefinitions } from '../../index-definitions.ts';
import type { KindIndex } from './kind-index.ts';
import type { QueryWord } from './query-words.ts';
import { topK, type Ranked } from './top-k.ts';

/** The documents a query found, in order as far as a page can reach, and how many there are. */
export interface Found {
  ordered: StoredDocument[];
  nbHits: number;
}

/**
 * Per slot, the score summed so far and which query words found it; shared by every query of the
 * instance (a search runs start to end without yielding) and left zeroed after each.
 */
let scores = new Float64Array(1024);
let wordsFound = new Uint16Array(1024);
let touched = new Int32Array(1024);

function scratchFor(slots: number) {
  if (scores.length >= slots) return;
  const size = Math.max(slots, scores.length * 2);
  scores = new Float64Array(size);
  wordsFound = new Uint16Array(size);
  touched = new Int32Array(size);
}

/** Higher rank first, then the higher signal, then the objectID (decision 226). */
function betterOf(index: KindIndex) {
  const signal = indexDefinitions[index.kind].signal;
  const signalOf = (slot: number) => Number(index.documents[slot]![signal] ?? 0);
  return (a: Ranked, b: Ranked) => {
    if (a.rank !== b.rank) return a.rank > b.rank;
    const bySignal = signalOf(a.slot) - signalOf(b.slot);
    if (bySignal !== 0) return bySignal > 0;
    return index.documents[a.slot]!.objectID < index.documents[b.slot]!.objectID;
  };
}

/**
 * The documents every word finds (in any searched attribute), by text relevance times the quality
 * signal (decision 226), the `wanted` best in order (decision 270). Words are summed rarest first, and a
 * later word only adds to a document the earlier ones all found: the work is the postings read once.
 */
export function textMatches(
  index: KindIndex,
  words: readonly QueryWord[],
  wanted: number,
  test?: DocumentPredicate,
): Found {
  if (words.some((word) => word.expansions.length === 0)) return { ordered: [], nbHits: 0 };
  scratchFor(index.documents.length);
  let touchedCount = 0;
  let required = 0;
  for (const word of [...words].sort((a, b) => a.postingCount - b.postingCount)) {
    const bit = (required + 1) & ~required;
    for (const { postings, weight } of word.expansions) {
      const { slots, weights, length } = postings;
      for (let at = 0; at < length; at++) {
        const slot = slots[at]!;
        const found = wordsFound[slot]!;
        if ((found & required) !== required) continue;
        if (found === 0) touched[touchedCount++] = slot;
        wordsFound[slot] = found | bit;
        scores[slot]! += weight * weights[at]!;
      }
    }
    required |= bit;
  }
  const best = topK(wanted, betterOf(index));
  let nbHits = 0;
  for (let at = 0; at < touchedCount; at++) {
    const slot = touched[at]!;
    const document = index.documents[slot];
    if (wordsFound[slot] === required && document && (!test || test(document))) {
      nbHits += 1;
      best.offer({ slot, rank: scores[slot]! * index.signalBoosts[slot]! });
    }
    wordsFound[slot] = 0;
    scores[slot] = 0;
  }
  return { ordered: best.sorted().map(({ slot }) => index.documents[slot]!), nbHits };
}

/** No words: everything the filters let through, by the signal alone. */
export function listed(index: KindIndex, wanted: number, test?: DocumentPredicate): Found {
  const signal = indexDefinitions[index.kind].signal;
  const best = topK(wanted, betterOf(index));
  let nbHits = 0;
  index.documents.forEach((document, slot) => {
    if (!document || (test && !test(document))) return;
    nbHits += 1;
    best.offer({ slot, rank: Number(document[signal] ?? 0) });
  });
  return { ordered: best.sorted().map(({ slot }) => index.documents[slot]!), nbHits };
}
