import { highlightLimits } from '#contract/highlights.ts';
import { isTopWorthy, samePassage, topOf } from './top-highlight.ts';

const tally = (paragraphName: string, readerCount: number) => ({
  paragraphName,
  startOffset: 0,
  endOffset: 5,
  readerCount,
});

describe('the top highlight', () => {
  it('needs the threshold of readers', () => {
    expect(isTopWorthy(highlightLimits.topHighlightReaders - 1)).toBe(false);
    expect(isTopWorthy(highlightLimits.topHighlightReaders)).toBe(true);
    expect(topOf([tally('a', highlightLimits.topHighlightReaders - 1)])).toBeUndefined();
  });

  it('is the passage with the most readers, the first of a tie', () => {
    const n = highlightLimits.topHighlightReaders;
    expect(topOf([tally('a', n), tally('b', n + 2), tally('c', n + 2)])?.paragraphName).toBe('b');
  });

  it('tells passages apart by paragraph and both offsets', () => {
    expect(samePassage(tally('a', 1), tally('a', 9))).toBe(true);
    expect(samePassage(tally('a', 1), { ...tally('a', 1), endOffset: 6 })).toBe(false);
  });
});
