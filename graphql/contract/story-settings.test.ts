import { customSlugPattern, isCanonicalUrl, slugPartOf, uniqueSlugWith } from './story-settings.ts';

test('a canonical link is an absolute http(s) address without credentials', () => {
  expect(isCanonicalUrl('https://writer.example/blog/a-story?ref=1')).toBe(true);
  expect(isCanonicalUrl('http://writer.example/')).toBe(true);
  for (const refused of [
    'writer.example/blog',
    '/blog/a-story',
    'ftp://writer.example/a',
    'javascript:alert(1)',
    'https://me:secret@writer.example/',
    `https://writer.example/${'a'.repeat(2048)}`,
  ])
    expect(isCanonicalUrl(refused)).toBe(false);
});

test('a custom slug is lower-case words of letters and digits joined by single hyphens', () => {
  for (const slug of ['lisbon', 'lisbon-after-dark', '2026-in-review'])
    expect(customSlugPattern.test(slug)).toBe(true);
  for (const slug of ['', 'Lisbon', '-lisbon', 'lisbon-', 'lisbon--dark', 'lisbon dark', 'lisboa-à-noite'])
    expect(customSlugPattern.test(slug)).toBe(false);
});

test('a story link is {slug}-{id}; the slug part is read back, or empty for the id alone', () => {
  expect(uniqueSlugWith('lisbon-after-dark', 'abcdefabcdef')).toBe('lisbon-after-dark-abcdefabcdef');
  expect(uniqueSlugWith('', 'abcdefabcdef')).toBe('abcdefabcdef');
  expect(slugPartOf('lisbon-after-dark-abcdefabcdef', 'abcdefabcdef')).toBe('lisbon-after-dark');
  expect(slugPartOf('abcdefabcdef', 'abcdefabcdef')).toBe('');
});
