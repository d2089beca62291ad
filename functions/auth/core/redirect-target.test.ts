import { handoffCandidate, safePath, safeRedirectTarget } from './redirect-target.ts';

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

describe('a path of the host that reads it', () => {
  test.each(['/', '/p/1a2b?x=1#top'])('%p is kept', (path) => {
    expect(safePath(path)).toBe(path);
  });

  test.each([
    undefined,
    '',
    'p/1a2b',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil',
    `/${'a'.repeat(3000)}`,
  ])('%p is refused', (path) => {
    expect(safePath(path)).toBeUndefined();
  });
});

describe('a hand-off candidate', () => {
  test.each([
    ['https://ux.example/story-1a2b?x=1#p', 'https://ux.example/story-1a2b?x=1#p'],
    ['https://ada.folio.example/', 'https://ada.folio.example/'],
    ['https://UX.example', 'https://ux.example/'],
  ])('%p is an absolute URL on another host, as Folio serves its hosts', (state, href) => {
    expect(handoffCandidate(state, origin)?.href).toBe(href);
  });

  test.each([
    undefined,
    '/p/1a2b',
    '//ux.example/',
    'https://folio.example/p/1a2b',
    'http://ux.example/',
    'https://ux.example:8443/',
    'https://user:pass@ux.example/',
    'https://ux.example/\t',
    'javascript:alert(1)',
  ])('%p is none', (state) => {
    expect(handoffCandidate(state, origin)).toBeUndefined();
  });

  test('locally it keeps the port of the auth origin', () => {
    expect(handoffCandidate('http://ux.folio.localhost:3000/', 'http://localhost:3000')?.host).toBe(
      'ux.folio.localhost:3000',
    );
    expect(handoffCandidate('http://ux.folio.localhost:4000/', 'http://localhost:3000')).toBeUndefined();
  });
});
