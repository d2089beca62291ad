import { highlightLimits } from '#contract/highlights.ts';
import type { PassageRange } from './anchoring.ts';

interface Tally extends PassageRange {
  /** Absent counts as none (a tally item's count is created by its first ADD). */
  readerCount?: number;
}

/** Whether enough readers highlighted a passage for everyone to see it (decision 116). */
export const isTopWorthy = (readerCount: number): boolean =>
  readerCount >= highlightLimits.topHighlightReaders;

export const samePassage = (a: PassageRange, b: PassageRange): boolean =>
  a.paragraphName === b.paragraphName && a.startOffset === b.startOffset && a.endOffset === b.endOffset;

/** The story's top highlight among its tallies: the most readers, at least the threshold; the first on a tie. */
export function topOf<T extends Tally>(tallies: readonly T[]): T | undefined {
  let top: T | undefined;
  for (const tally of tallies) {
    const readers = tally.readerCount ?? 0;
    if (isTopWorthy(readers) && (!top || readers > (top.readerCount ?? 0))) top = tally;
  }
  return top;
}
