import { domainOrSlugArguments, isDomain } from './arguments.ts';

test('a domain or slug is trimmed and lower-cased', () => {
  expect(domainOrSlugArguments.parse({ domainOrSlug: ' Journal.Example.COM ' })).toEqual({
    domainOrSlug: 'journal.example.com',
  });
});

test('a value with a dot is a domain, anything else a slug', () => {
  expect(isDomain('journal.example.com')).toBe(true);
  expect(isDomain('the-journal')).toBe(false);
});

test.each(['', '  ', 'x'.repeat(254)])('refuses %p', (domainOrSlug) => {
  expect(domainOrSlugArguments.safeParse({ domainOrSlug }).success).toBe(false);
});
