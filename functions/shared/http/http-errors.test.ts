import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { lambdaMetrics } from '#fixtures/lambda-metrics.ts';
import {
  answerFailures,
  functionUrlFailuresMetric,
  lazyFunctionUrlHandler,
  observeFunctionUrl,
} from './http-errors.ts';

const event = { rawPath: '/_/clientele/events' } as APIGatewayProxyEventV2;
const unavailable = (requestId: string) => ({ statusCode: 503, body: `unavailable ${requestId}` });

test('an uncaught failure is logged with its details and answered by the 503 naming the request id', async () => {
  const logger = { error: jest.fn() };
  const error = new Error('connect ECONNREFUSED 10.0.0.7:9324');
  const handler = answerFailures(
    async () => {
      throw error;
    },
    { logger, unavailable },
  );
  expect(await handler(event, { awsRequestId: 'req-2' })).toEqual({
    statusCode: 503,
    body: 'unavailable req-2',
  });
  expect(logger.error).toHaveBeenCalledWith('The request failed', {
    requestId: 'req-2',
    path: '/_/clientele/events',
    error,
  });
});

test('the handler sees the request id it would be logged under; without a Lambda context, a fresh one', async () => {
  const seen: string[] = [];
  const handler = answerFailures(
    async (_, requestId) => {
      seen.push(requestId);
      return { statusCode: 204 };
    },
    { logger: { error: jest.fn() }, unavailable },
  );
  await handler(event, { awsRequestId: 'req-3' });
  await handler(event);
  expect(seen[0]).toBe('req-3');
  expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
});

test('an entry whose build fails answers the 503, then builds again on the next request', async () => {
  const logger = { error: jest.fn() };
  let builds = 0;
  const handler = lazyFunctionUrlHandler(
    async () => {
      builds += 1;
      if (builds === 1) throw new Error('SSM throttled');
      return async (_, context) => ({ statusCode: 200, body: context?.awsRequestId });
    },
    { logger, unavailable },
  );
  expect(await handler(event, { awsRequestId: 'req-4' })).toEqual({
    statusCode: 503,
    body: 'unavailable req-4',
  });
  expect(await handler(event, { awsRequestId: 'req-5' })).toEqual({ statusCode: 200, body: 'req-5' });
  expect(builds).toBe(2);
});

test('an observed entry publishes a failure of ours for each 5xx answer and escaped error, nothing else', async () => {
  const captured = lambdaMetrics();
  try {
    const answers = [{ statusCode: 200 }, { statusCode: 404 }, { statusCode: 503 }, { statusCode: 500 }];
    const handler = observeFunctionUrl(
      'pages',
      async () => {
        const answer = answers.shift();
        if (!answer) throw new Error('a bug');
        return answer;
      },
      captured.metrics,
    );
    for (let call = 0; call < 4; call += 1) await handler(event, { awsRequestId: `req-${call}` });
    await expect(handler(event)).rejects.toThrow('a bug');
    expect(
      captured
        .withMetric(functionUrlFailuresMetric)
        .map((document) => [document.function_url, document[functionUrlFailuresMetric], document.dimensions]),
    ).toEqual(
      // The 503, the 500 and the escaped error; the 200 and the 404 publish nothing.
      Array(3).fill(['pages', 1, ['service', 'function_url']]),
    );
  } finally {
    captured.restore();
  }
});
