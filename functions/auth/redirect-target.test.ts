import { safeRedirectTarget } from './redirect-target.ts';

const origin = 'https://folio.example';

test.each([
  ['/@ada/story-abc', '/@ada/story-abc'],
  ['/me/settings?tab=security#top', '/me/settings?tab=security#top'],
  ['https://folio.example/@ada', 'https://folio.example/@ada'],
  ['https://ada.folio.example/story-abc', 'https://ada.folio.example/story-abc'],
  ['https://FOLIO.example/x', 'https://folio.example/x'],
])('%p is kept', (state, target) => {
  expect(safeRedirectTarget(state, origin)).toBe(target);
});

test.each([
  undefined,
  '',
  '//evil.example/x',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'https://folio.example.evil.example/',
  'https://evilfolio.example/',
  'http://folio.example/',
  'https://folio.example:8443/',
  'https://user:pass@folio.example/',
  'javascript:alert(1)',
  'data:text/html,hi',
  'folio.example/x',
  'not a url',
  `/${'a'.repeat(3000)}`,
])('%p falls back to /', (state) => {
  expect(safeRedirectTarget(state, origin)).toBe('/');
});

test('locally the port is part of the origin', () => {
  expect(safeRedirectTarget('http://localhost:3000/@ada', 'http://localhost:3000')).toBe(
    'http://localhost:3000/@ada',
  );
  expect(safeRedirectTarget('http://localhost:4000/@ada', 'http://localhost:3000')).toBe('/');
});
