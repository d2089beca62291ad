import { highlightMarks } from './highlight-marks.ts';
import { markupTree } from '#contract/markup-tree.ts';

describe('highlight marks', () => {
  const content = {
    topHighlight: { paragraphName: 'p1', startOffset: 0, endOffset: 9, quote: 'Paragraph', readerCount: 3 },
    viewerHighlights: [
      {
        quoteId: 'q1',
        paragraphName: 'p1',
        startOffset: 4,
        endOffset: 11,
        quote: 'graph 1',
        note: null,
        isPrivate: false,
      },
      {
        quoteId: 'q2',
        paragraphName: 'p2',
        startOffset: 0,
        endOffset: 4,
        quote: 'Para',
        note: 'Mine.',
        isPrivate: true,
      },
    ],
  };

  it('gives each paragraph its top and own highlights', () => {
    const marks = highlightMarks(content);
    expect(marks.get('p1')).toEqual([
      { type: 'TOP_HIGHLIGHT', start: 0, end: 9 },
      { type: 'HIGHLIGHT', start: 4, end: 11, quoteId: 'q1' },
    ]);
    expect(marks.get('p2')).toEqual([{ type: 'HIGHLIGHT', start: 0, end: 4, quoteId: 'q2' }]);
    expect(highlightMarks({ topHighlight: null, viewerHighlights: null }).size).toBe(0);
  });

  it('nest with the writer’s markups: overlapping highlights split, no character lost', () => {
    const text = 'Paragraph 1 of the story.';
    const tree = markupTree(text, [
      { type: 'STRONG', start: 2, end: 6 },
      ...highlightMarks(content).get('p1')!,
    ]);
    const flat = (nodes: ReturnType<typeof markupTree>): string =>
      nodes.map((node) => (node.kind === 'text' ? node.text : flat(node.children))).join('');
    expect(flat(tree)).toBe(text);
    expect(tree[0]).toMatchObject({ kind: 'markup', markup: { type: 'TOP_HIGHLIGHT' } });
  });
});
