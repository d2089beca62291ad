import type { GraphqlExecutor } from '../shared/graphql-executor.ts';
import { executeBatch } from './batch.ts';

const echo: GraphqlExecutor = async (request, headers) => ({
  data: { name: request.operationName, auth: headers.authorization },
});
const op = (name: string) => ({ operationName: name, query: `query ${name} { viewer { id } }` });

test('answers every operation in order, with the caller credentials', async () => {
  const answer = await executeBatch(
    JSON.stringify([op('A'), op('B'), op('C')]),
    { authorization: 'anonymous' },
    echo,
  );
  expect(answer).toEqual({
    status: 200,
    body: ['A', 'B', 'C'].map((name) => ({ data: { name, auth: 'anonymous' } })),
  });
});

test('20 operations pass, 21 are refused whole before anything runs', async () => {
  let runs = 0;
  const counting: GraphqlExecutor = async () => ((runs += 1), { data: {} });
  const twenty = Array.from({ length: 20 }, (_, index) => op(`Q${index}`));
  expect((await executeBatch(JSON.stringify(twenty), {}, counting)).status).toBe(200);
  expect(runs).toBe(20);
  const answer = await executeBatch(JSON.stringify([...twenty, op('Q20')]), {}, counting);
  expect(answer).toEqual({
    status: 400,
    body: {
      errors: [{ errorType: 'BadRequest', message: 'A batch holds at most 20 operations; this one has 21.' }],
    },
  });
  expect(runs).toBe(20);
});

test.each([
  ['not JSON', '{oops', 'The body must be a JSON array of GraphQL operations.'],
  ['an object', '{"query":"{ viewer { id } }"}', 'The body must be a JSON array of GraphQL operations.'],
  ['empty', '[]', 'A batch needs at least one operation.'],
  [
    'no query',
    '[{"operationName":"A"}]',
    'Invalid operation: 0.query: Invalid input: expected string, received undefined',
  ],
])('a malformed batch (%s) is a clear 400', async (_, body, message) => {
  expect(await executeBatch(body, {}, echo)).toEqual({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message }] },
  });
});
