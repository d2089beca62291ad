import { validateHeaderValue } from 'node:http';
import { locationHeader } from './location-header.ts';

test.each([
  ['/tag/日本', '/tag/%E6%97%A5%E6%9C%AC'],
  ['/search?q=€', '/search?q=%E2%82%AC'],
  ['/a b\tc', '/a%20b%09c'],
  ['https://folio.example/@ada/été#ça', 'https://folio.example/@ada/%C3%A9t%C3%A9#%C3%A7a'],
  // A lone surrogate (a broken string) becomes U+FFFD rather than an exception.
  ['/\uD800', '/%EF%BF%BD'],
])('%p is sent as %p', (target, header) => {
  expect(locationHeader(target)).toBe(header);
});

test('visible ASCII, escapes included, is kept as it is: nothing is decoded or normalised', () => {
  const target = '/m/signin?operation=login&redirect=%2F%40ada%2Fx&q=%E2%82%AC#top/../x';
  expect(locationHeader(target)).toBe(target);
});

test('every header it makes is one Node accepts', () => {
  for (const target of ['/tag/日本', '/\u0000\r\n', '/\u007f\u0080', `/${'€'.repeat(100)}`]) {
    expect(() => validateHeaderValue('location', locationHeader(target))).not.toThrow();
    expect(() => validateHeaderValue('location', target)).toThrow();
  }
});
