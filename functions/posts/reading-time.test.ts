import { countWords, imageSeconds, readingTime } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  test('splits on any whitespace and ignores punctuation-only tokens', () => {
    expect(countWords('  Hello,\tworld — this\nis  fine. ')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords('— … !')).toBe(0);
  });
});

describe('imageSeconds', () => {
  test('12 s for the first image, one less for each next, 3 s from the tenth on', () => {
    expect([1, 2, 3, 9, 10, 11, 25].map(imageSeconds)).toEqual([12, 11, 10, 4, 3, 3, 3]);
  });
});

describe('readingTime', () => {
  test('an empty story takes no time', () => {
    expect(readingTime([])).toBe(0);
  });

  test('265 words take exactly one minute', () => {
    expect(readingTime([{ type: 'P', text: words(265) }])).toBe(1);
  });

  test('headings, list items, quotes and code count their words', () => {
    // 10 + 20 + 30 + 40 + 100 + 65 = 265 words → 1 minute.
    const story = [
      { type: 'H3', text: words(10) },
      { type: 'ULI', text: words(20) },
      { type: 'OLI', text: words(30) },
      { type: 'PQ', text: words(40) },
      { type: 'PRE', text: words(100) },
      { type: 'P', text: words(65) },
    ];
    expect(readingTime(story)).toBeCloseTo(1, 10);
  });

  test('images add 12 s, then 11 s, … down to 3 s each from the tenth', () => {
    // Twelve images: 12+11+10+9+8+7+6+5+4 = 72 s for the first nine, then 3 × 3 = 9 s → 81 s.
    const images = Array.from({ length: 12 }, () => ({ type: 'IMG' }));
    expect(readingTime(images)).toBeCloseTo(81 / 60, 10);
  });

  test('words and images add up, and captions are read too', () => {
    // 530 words = 2 min; two images = 12 + 11 = 23 s; caption "A quiet harbour" = 3 words.
    const story = [
      { type: 'P', text: words(530) },
      { type: 'IMG', text: '' },
      { type: 'IMG', text: 'A quiet harbour' },
    ];
    expect(readingTime(story)).toBeCloseTo(2 + 23 / 60 + 3 / 265, 10);
  });

  test('a story of blank paragraphs still takes a small positive time', () => {
    expect(readingTime([{ type: 'P', text: '   ' }])).toBeCloseTo(1 / 60, 10);
  });
});
