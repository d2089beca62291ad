import { requestLimits } from '#graphql/api-settings.ts';
import { aliasFlood, deepJson, nestedQuery } from '#fixtures/graphql-attacks.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { batchBudget } from './batch-budget.ts';
import { executeBatch } from './batch.ts';
import { badRequestAnswer as badRequest } from './json-body.ts';

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

describe('the budget of one batch', () => {
  const counting = () => {
    const runs: string[] = [];
    const executor: GraphqlExecutor = async (request) => (runs.push(request.query), { data: {} });
    return { runs, executor };
  };
  const aliasesOfViewer = (count: number) => ({
    query: `{ ${Array.from({ length: count }, (_, index) => `a${index}: viewer { id }`).join(' ')} }`,
  });

  test('20 operations of 300 resolvers each are refused whole, naming the limit', async () => {
    const { runs, executor } = counting();
    const batch = Array.from({ length: 20 }, () => aliasesOfViewer(300));
    expect(await executeBatch(JSON.stringify(batch), {}, executor)).toEqual(
      badRequest(
        `This batch could run ${20 * 300} resolvers; a batch may run at most ${batchBudget.maxResolvers}. Send its operations in smaller batches.`,
      ),
    );
    expect(runs).toHaveLength(0);
    expect((await executeBatch(JSON.stringify(batch.slice(0, 2)), {}, executor)).status).toBe(200);
  });

  test('20 operations of a thousand aliases of a story are refused before anything runs', async () => {
    const { runs, executor } = counting();
    const batch = Array.from({ length: 20 }, () => ({ query: aliasFlood(1000) }));
    expect(await executeBatch(JSON.stringify(batch), {}, executor)).toEqual(
      badRequest(`Operation 1: The query has more than ${requestLimits.maxQueryTokens} tokens.`),
    );
    expect(runs).toHaveLength(0);
  });

  const refusedWhole = async (body: string, message: string | RegExp) => {
    const { runs, executor } = counting();
    const answer = await executeBatch(body, {}, executor);
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ errorType: 'BadRequest', message }] } });
    expect(runs).toHaveLength(0);
  };

  test('an operation with variables nested 5,000 deep is a clear 400 for the whole batch', async () => {
    const deep = `{"query":"query Q($id: ID!) { postResult(id: $id) { __typename } }","variables":{"id":${deepJson(5000)}}}`;
    await refusedWhole(
      `[${JSON.stringify(op('A'))},${deep}]`,
      `Operation 2: The variables nest more than ${requestLimits.maxVariablesDepth} levels deep.`,
    );
  });

  test.each([
    [
      'a query nested 5,000 deep',
      { query: nestedQuery(5000) },
      /^Operation 2: The query nests brackets more than/,
    ],
    ['a syntax error', { query: '{ viewer {' }, 'Operation 2: Syntax Error: Expected Name, found <EOF>.'],
  ])('an operation with %s is a clear 400 for the whole batch', async (_, operation, message) => {
    await refusedWhole(JSON.stringify([op('A'), operation]), message);
  });

  test('operations not done by the deadline answer ServiceUnavailable; the others answer', async () => {
    const executor: GraphqlExecutor = (request) =>
      request.operationName === 'Slow' ? new Promise(() => undefined) : echo(request, {});
    const answer = await executeBatch(JSON.stringify([op('Slow'), op('Quick')]), {}, executor, {
      ...batchBudget,
      deadlineMs: 10,
    });
    expect(answer).toEqual({
      status: 200,
      body: [
        {
          data: null,
          errors: [
            {
              errorType: 'ServiceUnavailable',
              message: "This operation did not finish within the batch's 0.01 seconds; send it again.",
            },
          ],
        },
        { data: { name: 'Quick' } },
      ],
    });
  });

  test('answers past the bytes of the budget are replaced by an error, in order', async () => {
    const sized: GraphqlExecutor = async (request) => ({
      data: { text: 'x'.repeat(Number(request.operationName?.slice(1))) },
    });
    const batch = [op('S600'), op('S300'), op('S200'), op('S10')];
    const answer = await executeBatch(JSON.stringify(batch), {}, sized, {
      ...batchBudget,
      maxAnswerBytes: 1000,
    });
    expect(answer.status).toBe(200);
    const body = answer.body as GraphqlResponse[];
    expect(body.map((item) => item.errors?.[0]?.errorType ?? String(item.data?.text).length)).toEqual([
      600,
      300,
      'BadRequest',
      10,
    ]);
  });
});
