import { slugify, tagTitle } from './tags.ts';

test('folds accents, drops apostrophes and joins everything else with single dashes', () => {
  expect(slugify('  Crème Brûlée: the Writer’s “Guide” — Part 2!  ')).toBe(
    'creme-brulee-the-writers-guide-part-2',
  );
});

test('a tag’s title is what the writer typed with its spaces collapsed', () => {
  expect(tagTitle('  Machine   Learning ')).toBe('Machine Learning');
});
