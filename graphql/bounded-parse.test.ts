import { nestedQuery } from '#fixtures/graphql-attacks.ts';
import { requestLimits } from './api-settings.ts';
import { parseBounded } from './bounded-parse.ts';

test('a query within the limits parses', () => {
  const parsed = parseBounded('query Q { viewer { id } } # a comment is not a token');
  expect(parsed.ok && parsed.document.definitions).toHaveLength(1);
});

test('nesting thousands deep is refused before graphql-js recurses into it', () => {
  expect(parseBounded(nestedQuery(5000))).toEqual({
    ok: false,
    message: `The query nests brackets more than ${requestLimits.maxQueryNesting} deep.`,
  });
  const list = `{ postResults(postIds: ${'['.repeat(5000)}"a"${']'.repeat(5000)}) { id } }`;
  expect(parseBounded(list)).toMatchObject({ ok: false, message: /nests brackets/ });
});

test('too many tokens are refused; a syntax error answers graphql-js message', () => {
  const chain = Array.from(
    { length: 10_000 },
    (_, index) => `fragment F${index} on User { ...F${index + 1} }`,
  );
  expect(parseBounded(`{ viewer { ...F0 } } ${chain.join(' ')}`)).toEqual({
    ok: false,
    message: `The query has more than ${requestLimits.maxQueryTokens} tokens.`,
  });
  expect(parseBounded('{ viewer {')).toEqual({
    ok: false,
    message: 'Syntax Error: Expected Name, found <EOF>.',
  });
  expect(parseBounded('{ "unterminated }')).toMatchObject({
    ok: false,
    message: /^Syntax Error: Unterminated string/,
  });
});
