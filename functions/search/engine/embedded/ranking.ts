/**
 * Decision 226: text relevance first, then the quality signal as a gentle multiplier. The signal is
 * logarithmic so that 10× the claps adds the same, and at most +50% at a million: a strong text
 * match of a new story still beats a weak match of a popular one.
 */
export const signalBoost = (signal: number) => 1 + Math.log10(1 + Math.max(0, signal)) / 12;

/** BM25's saturation and length normalization, Lucene's defaults (decision 270). */
const saturation = 1.2;
const lengthNormalization = 0.75;

/** A word's weight in one field: more occurrences count less and less, a long field dilutes them. */
export function fieldWeight(occurrences: number, fieldLength: number, averageFieldLength: number) {
  const lengthRatio = averageFieldLength > 0 ? fieldLength / averageFieldLength : 1;
  return (
    (occurrences * (saturation + 1)) /
    (occurrences + saturation * (1 - lengthNormalization + lengthNormalization * lengthRatio))
  );
}

/** How rare a word is among the documents: a word every document holds tells little. */
export const rarity = (documents: number, holding: number) =>
  Math.log(1 + (documents - holding + 0.5) / (holding + 0.5));

/**
 * A word the query's word finds as a completion (its last word) or within typos weighs less than the
 * word as typed, the more so the more it adds (MiniSearch's defaults, which this engine replaced).
 */
export const prefixWeight = (typed: string, word: string) => (0.375 * typed.length) / word.length;
export const typoWeight = (typed: string, distance: number) =>
  (0.45 * typed.length) / (typed.length + distance);
