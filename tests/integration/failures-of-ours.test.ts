import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createHttpHandler } from '#functions/http/create-http-handler.ts';
import { createFolioData } from '#shared/data/data.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { createHandler as usersHandler } from '#functions/users/handler.ts';
import type { LambdaError } from '#local/appsync/errors.ts';
import { invokeLambda, type LambdaHandler } from '#local/appsync/lambda-invoke.ts';
import { freePort } from '#local/free-port.ts';
import { batchResolverEvents } from '#fixtures/appsync-event.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { startSeverableRelay } from '#fixtures/severable-relay.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/**
 * Issue #7: with DynamoDB (or SQS) unreachable, every answer is the spec's ServiceUnavailable with a
 * request id, and nothing of the underlying error (the SDK's words, the address) reaches the client.
 */
const requestId = /\(Request id: [0-9a-f-]{36}\)/;
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
// The details go to the log (asserted where each handler is tested); here they would only be noise.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

/** No text of the failure: not the SDK's words, not the address it failed to reach. */
function expectNothingOf(address: string, text: string) {
  for (const leak of ['ECONNREFUSED', 'DynamoDB', 'ElectroError', address]) expect(text).not.toContain(leak);
}

async function deadAddress() {
  return `127.0.0.1:${await freePort()}`;
}

describe('the local AppSync over a table nobody answers', () => {
  let address: string;
  let api: ReturnType<typeof startLocalApi>;
  beforeAll(async () => {
    address = await deadAddress();
    const client = new DynamoDBClient({ endpoint: `http://${address}`, maxAttempts: 1 });
    api = startLocalApi(createFolioData({ client, table: 'unreachable' }));
  });

  test.each([
    ['a query', 'query { userResult(username: "ada") { __typename } }', undefined],
    ['a mutation', 'mutation { followUser(targetUserId: "u2") { __typename } }', 'u1'],
  ])('%s answers ServiceUnavailable with a request id, nothing more', async (_, query, viewerId) => {
    const answer = await api.graphql(query, {}, viewerId);
    expect(answer.errors).toEqual([
      expect.objectContaining({ errorType: 'ServiceUnavailable', message: expect.stringMatching(requestId) }),
    ]);
    expectNothingOf(address, JSON.stringify(answer));
  });

  test('a batch resolver (BatchInvoke) fails the same way, with the Lambda’s request id', async () => {
    const client = new DynamoDBClient({ endpoint: `http://${address}`, maxAttempts: 1 });
    const handler = usersHandler(createFolioData({ client, table: 'unreachable' }), quiet as never);
    const events = batchResolverEvents('Post.creator', [{ creatorId: 'u1' }, { creatorId: 'u2' }], {
      selectionSetList: ['id', 'name'],
    });
    const failure = (await invokeLambda('users', handler as LambdaHandler, events).catch(
      (error: unknown) => error,
    )) as LambdaError;
    expect(failure).toMatchObject({
      errorType: 'ServiceUnavailable',
      message: expect.stringMatching(requestId),
    });
    expectNothingOf(address, failure.message);
  });
});

describe('the whole platform when DynamoDB stops', () => {
  let runtime: TestRuntime;
  let relay: Awaited<ReturnType<typeof startSeverableRelay>>;
  beforeAll(async () => {
    relay = await startSeverableRelay(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
    runtime = await startTestRuntime({ dynamoEndpoint: relay.endpoint });
    await relay.sever();
  });
  afterAll(() => runtime.stop());

  const graphql = async (query: string) => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, text: await response.text() };
  };

  test.each([
    ['a query', 'query { userResult(username: "ada") { __typename } }'],
    [
      'a mutation',
      'mutation { sendAcctAuthEmail(email: "ada@folio.example", operation: login, type: code) { __typename } }',
    ],
  ])('/graphql: %s answers ServiceUnavailable with a request id', async (_, query) => {
    const { status, text } = await graphql(query);
    expect(status).toBe(200);
    expect(JSON.parse(text).errors).toEqual([
      expect.objectContaining({ errorType: 'ServiceUnavailable', message: expect.stringMatching(requestId) }),
    ]);
    expectNothingOf(relay.address, text);
  });

  test('/_/batch (the HTTP Lambda) passes the same clean errors on', async () => {
    const body = JSON.stringify([{ query: 'query { userResult(username: "ada") { __typename } }' }]);
    const response = await postSigned(`${runtime.url}/_/batch`, body);
    const text = await response.text();
    expect(JSON.parse(text)[0].errors[0]).toMatchObject({ errorType: 'ServiceUnavailable' });
    expectNothingOf(relay.address, text);
  });

  test('the auth HTTP Lambda (a sign-in link) answers a 503 page with the request id', async () => {
    const response = await fetch(`${runtime.url}/m/callback/email?token=${'d'.repeat(43)}&operation=login`, {
      redirect: 'manual',
    });
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(text).toMatch(requestId);
    expectNothingOf(relay.address, text);
  });

  test('a page shows the 500 screen with the request id, nothing of the failure', async () => {
    const response = await fetch(`${runtime.url}/`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).toContain('Apologies, but something went wrong on our end.');
    expect(text).toMatch(/Request id: [0-9a-f-]{36}/);
    expectNothingOf(relay.address, text);
  });
});

test('the HTTP Lambda with its queue unreachable answers 503 ServiceUnavailable, not a bare 502', async () => {
  const address = await deadAddress();
  const errors: unknown[] = [];
  const handler = createHttpHandler({
    executeGraphql: async () => ({ data: null }),
    queue: sqsQueueSender(new SQSClient({ endpoint: `http://${address}`, maxAttempts: 1 }), {
      QUEUE_URL_EVENTS: `http://${address}/000000000000/events`,
    }),
    objects: memoryObjectStore(),
    logger: { error: (...args: unknown[]) => void errors.push(args) },
  });
  const body = JSON.stringify([
    { eventId: 'e-1', key: 'homepage-viewed', type: 'e', timestamp: 1, data: {} },
  ]);
  const answer = await handler(
    {
      rawPath: '/_/clientele/events',
      headers: { 'content-type': 'application/json' },
      requestContext: { http: { method: 'POST' } },
      body,
      isBase64Encoded: false,
    } as never,
    { awsRequestId: 'req-9' },
  );
  expect(answer.statusCode).toBe(503);
  expect(JSON.parse(String(answer.body))).toEqual({
    errors: [{ errorType: 'ServiceUnavailable', message: expect.stringContaining('(Request id: req-9)') }],
  });
  expectNothingOf(address, String(answer.body));
  expect(errors).toEqual([['The request failed', expect.objectContaining({ requestId: 'req-9' })]]);
});
