import { parseInline } from './inline-markup.ts';

test('offsets point at the marked words in the plain text', () => {
  const { text, markups } = parseInline(
    'Make **every write** *idempotent*: see `put()` and [the docs](https://example.com).',
  );
  expect(text).toBe('Make every write idempotent: see put() and the docs.');
  const spans = markups.map((markup) => [markup.type, text.slice(markup.start, markup.end), markup.href]);
  expect(spans).toEqual([
    ['STRONG', 'every write', undefined],
    ['EM', 'idempotent', undefined],
    ['CODE', 'put()', undefined],
    ['A', 'the docs', 'https://example.com'],
  ]);
});

test('plain text passes through untouched', () => {
  expect(parseInline('Nothing to see — here.')).toEqual({ text: 'Nothing to see — here.', markups: [] });
});
