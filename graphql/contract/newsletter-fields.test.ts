import {
  MAX_NEWSLETTER_DESCRIPTION,
  MAX_NEWSLETTER_NAME,
  newsletterDescription,
  newsletterName,
  newsletterSlugOf,
} from './newsletter-fields.ts';

test('a slug is the name’s words in lower case joined by hyphens, accents dropped', () => {
  expect(newsletterSlugOf('The Weekly Build!')).toBe('the-weekly-build');
  expect(newsletterSlugOf('  Café — Notes 2026 ')).toBe('cafe-notes-2026');
});

test('a name without letters or digits gets the slug newsletter', () => {
  expect(newsletterSlugOf('!!! ???')).toBe('newsletter');
  expect(newsletterSlugOf('日本語')).toBe('newsletter');
});

test(`a slug is at most ${MAX_NEWSLETTER_NAME} characters and never ends with a hyphen`, () => {
  const slug = newsletterSlugOf(`${'a'.repeat(MAX_NEWSLETTER_NAME - 1)} b`);
  expect(slug).toBe('a'.repeat(MAX_NEWSLETTER_NAME - 1));
});

test(`names are 1 to ${MAX_NEWSLETTER_NAME} characters, trimmed; descriptions at most ${MAX_NEWSLETTER_DESCRIPTION}`, () => {
  expect(newsletterName.parse('  Notes ')).toBe('Notes');
  expect(newsletterName.safeParse('   ').success).toBe(false);
  expect(newsletterName.safeParse('n'.repeat(MAX_NEWSLETTER_NAME + 1)).success).toBe(false);
  expect(newsletterDescription.parse('')).toBe('');
  expect(newsletterDescription.safeParse('d'.repeat(MAX_NEWSLETTER_DESCRIPTION + 1)).success).toBe(false);
});
