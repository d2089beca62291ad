import { MAX_NAVIGATION_ITEMS, navigationItemsSchema, type NavigationItem } from './navigation-items.ts';

const tag: NavigationItem = { title: 'Essays', value: 'creative-writing', destination: 'TAG' };
const link: NavigationItem = { title: 'Shop', value: 'https://shop.example.com/prints', destination: 'URL' };

const accepts = (items: unknown) => navigationItemsSchema.safeParse(items).success;

test('accepts tags by slug and web addresses, in order, and none at all', () => {
  expect(navigationItemsSchema.parse([tag, link])).toEqual([tag, link]);
  expect(accepts([{ ...link, value: 'http://example.org' }])).toBe(true);
  expect(accepts([])).toBe(true);
});

test(`holds at most ${MAX_NAVIGATION_ITEMS} items`, () => {
  expect(accepts(Array.from({ length: MAX_NAVIGATION_ITEMS }, () => tag))).toBe(true);
  expect(accepts(Array.from({ length: MAX_NAVIGATION_ITEMS + 1 }, () => tag))).toBe(false);
});

test('titles are 1 to 40 characters, trimmed', () => {
  expect(navigationItemsSchema.parse([{ ...tag, title: '  Essays ' }])).toEqual([tag]);
  expect(accepts([{ ...tag, title: 'x'.repeat(40) }])).toBe(true);
  expect(accepts([{ ...tag, title: 'x'.repeat(41) }])).toBe(false);
  expect(accepts([{ ...tag, title: '   ' }])).toBe(false);
});

test.each([
  ['a script', 'javascript:alert(1)'],
  ['data', 'data:text/html,hi'],
  ['another scheme', 'ftp://files.example.com'],
  ['a relative path', '/about'],
  ['no address at all', 'shop'],
])('refuses %s as a URL item', (_, value) => {
  expect(accepts([{ ...link, value }])).toBe(false);
});

test('refuses a tag value that is not a slug, and destinations it does not know', () => {
  expect(accepts([{ ...tag, value: 'Creative Writing' }])).toBe(false);
  expect(accepts([{ ...tag, value: 'https://example.com' }])).toBe(false);
  expect(accepts([{ ...tag, destination: 'FEATURE' }])).toBe(false);
});
