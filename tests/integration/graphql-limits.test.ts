import { requestLimits } from '#graphql/api-settings.ts';
import { batchBudget } from '#functions/http/batch-budget.ts';
import { aliasFlood, deepJson, fragmentBomb } from '#fixtures/graphql-attacks.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/** The security review's attacks on /graphql and /_/batch, against the whole local platform over HTTP. */
let runtime: TestRuntime;
let postId: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const writer = await makeUser(data, { username: 'ada' });
      postId = (await makePost(data, { creatorId: writer.id })).post.id;
    },
  });
});
afterAll(() => runtime.stop());

const post = async (path: '/graphql' | '/_/batch', body: string) => {
  const response = await postSigned(`${runtime.url}${path}`, body);
  return { status: response.status, body: (await response.json()) as any };
};
const graphql = (query: string) => post('/graphql', JSON.stringify({ query }));
const batch = (operations: unknown[]) => post('/_/batch', JSON.stringify(operations));

test('the 40-fragment bomb is refused at once, on /graphql and in a batch', async () => {
  const message = `The query selects ${1 + 2 ** 40} fields once its fragments are expanded; the limit is ${requestLimits.maxSelectedFields}.`;
  expect(await graphql(fragmentBomb(40))).toMatchObject({
    status: 400,
    body: { errors: [{ errorType: 'ValidationError', message }] },
  });
  expect(await batch([{ query: fragmentBomb(40) }])).toMatchObject({
    status: 200,
    body: [{ errors: [{ errorType: 'ValidationError', message }] }],
  });
});

test('a thousand aliases of a story with its body, alone or twenty to a batch, are refused', async () => {
  const tooLarge = `The query has more than ${requestLimits.maxQueryTokens} tokens.`;
  expect(await graphql(aliasFlood(1000, postId))).toMatchObject({
    status: 400,
    body: {
      errors: [
        { errorType: 'MalformedHttpRequestException', message: `Unable to parse GraphQL query: ${tooLarge}` },
      ],
    },
  });
  const twenty = Array.from({ length: 20 }, () => ({ query: aliasFlood(1000, postId) }));
  expect(await batch(twenty)).toEqual({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message: `Operation 1: ${tooLarge}` }] },
  });
});

test('a batch whose operations could together run more resolvers than its budget is refused whole', async () => {
  const stories = Array.from(
    { length: 100 },
    (_, index) => `s${index}: postResult(id: "${postId}") { __typename }`,
  );
  const heavy = { query: `{ ${stories.join(' ')} }` };
  const answer = await batch(Array.from({ length: 20 }, () => heavy));
  expect(answer).toEqual({
    status: 400,
    body: {
      errors: [
        {
          errorType: 'BadRequest',
          message: `This batch could run 2000 resolvers; a batch may run at most ${batchBudget.maxResolvers}. Send its operations in smaller batches.`,
        },
      ],
    },
  });
});

test('variables nested 5,000 deep are a clear 400 on /graphql and /_/batch', async () => {
  const operation = `{"query":"query Q($id: ID!) { postResult(id: $id) { __typename } }","variables":{"id":${deepJson(5000)}}}`;
  const message = `The variables nest more than ${requestLimits.maxVariablesDepth} levels deep.`;
  expect(await post('/graphql', operation)).toMatchObject({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message }] },
  });
  expect(await post('/_/batch', `[${operation}]`)).toEqual({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message: `Operation 1: ${message}` }] },
  });
});

test('introspection is refused, as in AWS', async () => {
  const answer = await graphql('{ __schema { queryType { name } } }');
  expect(answer.status).toBe(400);
  expect(answer.body.errors[0]).toMatchObject({
    errorType: 'ValidationError',
    message:
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
  });
});

describe('with FOLIO_INTROSPECTION=1', () => {
  let developer: TestRuntime;
  beforeAll(async () => {
    process.env.FOLIO_INTROSPECTION = '1';
    developer = await startTestRuntime();
  });
  afterAll(async () => {
    delete process.env.FOLIO_INTROSPECTION;
    await developer.stop();
  });

  test('introspection answers, for development', async () => {
    const response = await fetch(`${developer.url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(await response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
