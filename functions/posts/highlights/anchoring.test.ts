import { highlightLimits, highlightMessages } from '#contract/highlights.ts';
import { anchorPassage, quotedText } from './anchoring.ts';

const paragraphs = [
  { name: 'a1', text: 'The sea was calm that morning.' },
  { name: 'b2', text: 'We left at dawn, and at dawn we came back.' },
];

describe('quotedText', () => {
  it('takes the text of the range from the paragraph', () => {
    expect(quotedText(paragraphs, { paragraphName: 'a1', startOffset: 4, endOffset: 16 })).toEqual({
      quote: 'sea was calm',
    });
  });

  it('refuses a paragraph the reader does not receive, an empty, blank, outside or too long range', () => {
    const refusal = (paragraphName: string, startOffset: number, endOffset: number, text?: string) =>
      quotedText(text ? [{ name: paragraphName, text }] : paragraphs, {
        paragraphName,
        startOffset,
        endOffset,
      });
    expect(refusal('zz', 0, 3)).toEqual({ refusal: highlightMessages.noParagraph });
    expect(refusal('a1', 3, 3)).toEqual({ refusal: highlightMessages.emptyRange });
    expect(refusal('a1', 3, 4)).toEqual({ refusal: highlightMessages.emptyRange });
    expect(refusal('a1', -1, 4)).toEqual({ refusal: highlightMessages.emptyRange });
    expect(refusal('a1', 0, 99)).toEqual({ refusal: highlightMessages.emptyRange });
    const long = 'x'.repeat(highlightLimits.quoteMaxLength + 1);
    expect(refusal('c3', 0, long.length, long)).toEqual({ refusal: highlightMessages.tooLong });
  });
});

describe('anchorPassage', () => {
  const highlight = { paragraphName: 'b2', startOffset: 11, endOffset: 15, quote: 'dawn' };

  it('keeps a passage whose paragraph did not change, whatever happened to the others', () => {
    const edited = [{ name: 'new', text: 'A new first paragraph.' }, paragraphs[1]!];
    expect(anchorPassage(edited, highlight)).toEqual(highlight);
  });

  it('follows the quoted text when its own paragraph changed, to the occurrence nearest where it was', () => {
    const edited = [{ name: 'b2', text: 'At last we left at dawn, and at dawn we came back.' }];
    expect(anchorPassage(edited, highlight)).toEqual({ ...highlight, startOffset: 19, endOffset: 23 });
  });

  it('drops the passage when its text or its paragraph is gone', () => {
    expect(anchorPassage([{ name: 'b2', text: 'We left at noon.' }], highlight)).toBeNull();
    expect(anchorPassage([paragraphs[0]!], highlight)).toBeNull();
  });
});
