import { headingLevels } from './heading-levels.ts';
import type { Paragraph } from './post-body-fragment.ts';

const body = (...types: Paragraph['type'][]): Paragraph[] =>
  types.map((type, index) => ({
    name: `p${index}`,
    type,
    text: '',
    layout: null,
    markups: [],
    metadata: null,
    codeBlockMetadata: null,
    mixtapeMetadata: null,
  }));
const levels = (...types: Paragraph['type'][]) => [...headingLevels(body(...types)).values()];

describe('headingLevels', () => {
  it('gives H1 to H4 the levels h2 to h5 when a story uses them all, in order', () => {
    expect(levels('H1', 'P', 'H2', 'H3', 'H4')).toEqual([2, 3, 4, 5]);
  });

  it('starts the body at h2 whatever the largest heading type the story uses (heading order)', () => {
    expect(levels('P', 'H3', 'P', 'H4', 'H3')).toEqual([2, 3, 2]);
    expect(levels('H4', 'P', 'H4')).toEqual([2, 2]);
  });

  it('never skips a level below the heading before it', () => {
    expect(levels('H4', 'H1', 'H4')).toEqual([2, 2, 3]);
    expect(levels('H1', 'H3')).toEqual([2, 3]);
  });

  it('leaves other paragraphs out', () => {
    expect(headingLevels(body('P', 'IMG', 'BQ')).size).toBe(0);
  });
});
