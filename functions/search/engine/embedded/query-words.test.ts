import { postDocument } from '#fixtures/search-index-documents.ts';
import type { StoredDocument } from './hits.ts';
import { kindIndexOf } from './kind-index.ts';
import { maxCompletions, queryWords } from './query-words.ts';

const posts = (titles: readonly string[]) =>
  kindIndexOf(
    'posts',
    titles.map(
      (title, at) => postDocument(`p${at}`, { title, creatorName: '' }) as unknown as StoredDocument,
    ),
  );

describe('the words of a query', () => {
  it('searches a word found as typed without typos, and a misspelled one within its typos', () => {
    const index = posts(['Gardening in winter', 'Winter gardens']);
    const [exact, misspelled] = queryWords(index, 'winter gardning');
    expect(exact).toMatchObject({ term: { text: 'winter', prefix: false, typos: 0 }, postingCount: 2 });
    expect(exact?.expansions).toHaveLength(1);
    expect(misspelled).toMatchObject({ term: { text: 'gardning', prefix: true, typos: 2 } });
    expect(misspelled?.postingCount).toBe(1);
  });

  it('completes the last word with the most common words it starts, at most maxCompletions', () => {
    const titles = Array.from({ length: maxCompletions + 10 }, (_, at) => `photo${at}`);
    const index = posts([...titles, 'photo7 again', 'photo7 and again']);
    const [last] = queryWords(index, 'phot');
    expect(last?.expansions).toHaveLength(maxCompletions);
    expect(Math.max(...last!.expansions.map((expansion) => expansion.postings.length))).toBe(3);
  });

  it('weighs a rare word above a common one, and a completion below the word as typed', () => {
    const index = posts(['light', 'light', 'light', 'lighthouse', 'lamp']);
    const weightOf = (query: string) => queryWords(index, query)[0]!.expansions.map((e) => e.weight);
    const [lamp] = weightOf('lamp ');
    const [light, lighthouse] = weightOf('light');
    expect(lamp).toBeGreaterThan(light!);
    expect(light).toBeGreaterThan(lighthouse!);
  });

  it('reads a word without its accents, however it is composed, and at most ten words', () => {
    const index = posts(['Café society']);
    expect(queryWords(index, 'cafe\u0301')[0]?.postingCount).toBe(1);
    expect(queryWords(index, 'CAFÉ')[0]?.postingCount).toBe(1);
    expect(queryWords(index, 'a b c d e f g h i j k l')).toHaveLength(10);
  });
});
