import { maxTitleSlugLength, uniqueSlugOf } from './slug.ts';

test('a unique slug is the title slug and the id, cut at a dash when the title is long', () => {
  expect(uniqueSlugOf('Hello, World', '1a2b3c4d5e6f')).toBe('hello-world-1a2b3c4d5e6f');
  const long = uniqueSlugOf('word '.repeat(40), 'abcdefabcdef');
  expect(long.length).toBeLessThanOrEqual(maxTitleSlugLength + 13);
  expect(long).toMatch(/^(word-)+abcdefabcdef$/);
});

test('a title with no ASCII letters or digits is the id alone', () => {
  expect(uniqueSlugOf('你好世界', 'abcdefabcdef')).toBe('abcdefabcdef');
});
