import { previewLength, previewParagraphs } from './paywall.ts';

const p = (type: string, text = 'Some words.') => ({ type, text });
const body = (...types: string[]) => types.map((type) => p(type));

describe('the preview of a member-only story', () => {
  test('is the title and the first three text paragraphs of a long story', () => {
    const paragraphs = body('H3', 'P', 'P', 'P', ...Array<string>(12).fill('P'));
    expect(previewLength(paragraphs)).toBe(4);
  });

  test('keeps a title block of two headings (title and subtitle) and the images between text paragraphs', () => {
    const paragraphs = body('H3', 'H4', 'IMG', 'P', 'IMG', 'P', 'BQ', ...Array<string>(40).fill('P'));
    expect(previewLength(paragraphs)).toBe(7);
  });

  test('does not count empty paragraphs or images as text', () => {
    const paragraphs = [
      p('H3'),
      p('P', '  '),
      p('IMG', ''),
      p('P'),
      p('P'),
      p('P'),
      ...body(...Array<string>(20).fill('P')),
    ];
    expect(previewLength(paragraphs)).toBe(6);
  });

  test('never exceeds a quarter of the paragraphs', () => {
    expect(previewLength(body('H3', ...Array<string>(11).fill('P')))).toBe(3); // 12 paragraphs → 3
    expect(previewLength(body('P', 'P', 'P', 'P', 'P', 'P', 'P', 'P'))).toBe(2); // no title, 8 → 2
  });

  test('keeps only the title block of a very short story', () => {
    expect(previewLength(body('H3', 'P', 'P'))).toBe(1);
    expect(previewLength(body('P', 'P', 'P'))).toBe(0);
    expect(previewLength([])).toBe(0);
  });

  test('counts at most two leading headings as the title block', () => {
    expect(previewLength(body('H1', 'H2', 'H3', 'H4', 'P'))).toBe(2);
  });

  test('answers a new array of the leading paragraphs', () => {
    const paragraphs = body('H3', ...Array<string>(15).fill('P'));
    const preview = previewParagraphs(paragraphs);
    expect(preview).toEqual(paragraphs.slice(0, 4));
    expect(preview).not.toBe(paragraphs);
  });
});
