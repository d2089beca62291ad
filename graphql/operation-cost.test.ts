import { getOperationAST, parse } from 'graphql';
import { fragmentBomb } from '#fixtures/graphql-attacks.ts';
import { operationCost } from './operation-cost.ts';

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return operationCost(document, getOperationAST(document)!, variables);
};

test('depth counts fields, fragments expanded; spreads and inline fragments add no level', () => {
  expect(costOf('{ viewer { id } }')).toEqual({ depth: 2, fields: 2, resolvers: 1 });
  expect(
    costOf(`{ postResult(id: "1") { ... on Post { creator { ...Name } } } }
      fragment Name on User { name }`).depth,
  ).toBe(3);
});

test('aliases count once each: a thousand aliases of a story are a thousand resolvers', () => {
  const aliases = Array.from({ length: 1000 }, (_, index) => `a${index}: postResult(id: "1") { __typename }`);
  expect(costOf(`{ ${aliases.join(' ')} }`)).toEqual({ depth: 2, fields: 2000, resolvers: 1000 });
});

test('lists count their items: a page at its paging limit, a bounded list at its bound, others at the largest page', () => {
  const feed = (paging: string) => `query Q($paging: PagingOptions, $limit: Int) {
    latestPostsFeed${paging} { posts { creator { id } tags { postCount } } } }`;
  // The feed itself, then per story its creator and its 5 tags' counts (a story has at most 5).
  expect(costOf(feed('')).resolvers).toBe(1 + 10 * (1 + 5));
  expect(costOf(feed('(paging: { limit: 2 })')).resolvers).toBe(1 + 2 * 6);
  expect(costOf(feed('(paging: $paging)'), { paging: { limit: 3 } }).resolvers).toBe(1 + 3 * 6);
  expect(costOf(feed('(paging: { limit: $limit })'), { limit: 4 }).resolvers).toBe(1 + 4 * 6);
  expect(costOf(feed('(paging: $paging)'), { paging: null }).resolvers).toBe(1 + 10 * 6);
  // A limit the API refuses, or a variable not sent, counts as the largest page.
  expect(costOf(feed('(paging: { limit: 1000 })')).resolvers).toBe(1 + 25 * 6);
  expect(costOf(feed('(paging: $paging)')).resolvers).toBe(1 + 25 * 6);
  // An unbounded list that is no page counts as the largest page.
  expect(costOf('{ postResults(postIds: ["a"]) { creator { id } } }').resolvers).toBe(1 + 25);
});

test('a fragment on a page type takes the page size of the field it is spread under', () => {
  const query = `{ viewer { postsConnection(paging: { limit: 5 }) { ...Stories } } }
    fragment Stories on PostConnection { posts { creator { id } } }`;
  expect(costOf(query).resolvers).toBe(1 + 1 + 5);
});

test('the 40-fragment bomb is counted without expanding it: 2^40 fields', () => {
  expect(costOf(fragmentBomb(40))).toEqual({ depth: 2, fields: 1 + 2 ** 40, resolvers: 1 });
  expect(costOf(fragmentBomb(40, 'postsConnection { posts { id } }')).resolvers).toBe(1 + 2 ** 40);
});

test('a fragment cycle, an unknown fragment or an unknown field count nothing more', () => {
  expect(
    costOf(`{ viewer { ...A } } fragment A on User { id ...B } fragment B on User { name ...A }`),
  ).toEqual({ depth: 2, fields: 3, resolvers: 1 });
  expect(costOf('{ viewer { ...Missing nope { deeper } } }')).toEqual({ depth: 3, fields: 3, resolvers: 1 });
});
