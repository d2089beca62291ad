import type { SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { lambdaMetrics } from '#fixtures/lambda-metrics.ts';
import { createSqsBatchHandler, failedRecordsMetric, observeQueueConsumer } from './sqs-batch.ts';

const record = (messageId: string, body: string) => ({ messageId, body }) as SQSEvent['Records'][number];

test('a failed message is retried alone and logged with its details under the invocation id', async () => {
  const logger = { error: jest.fn() };
  const handle = createSqsBatchHandler(
    z.object({ to: z.string() }),
    async ({ to }) => {
      if (to === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:8000');
    },
    logger,
  );
  const answer = await handle(
    { Records: [record('m1', '{"to":"up"}'), record('m2', '{"to":"down"}'), record('m3', 'not json')] },
    { awsRequestId: 'req-3' },
  );
  expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] });
  expect(logger.error).toHaveBeenCalledWith('Message failed', {
    requestId: 'req-3',
    messageId: 'm2',
    error: expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:8000' }),
  });
  expect(logger.error).toHaveBeenCalledTimes(2);
});

test('an observed consumer publishes the failed records of each batch that has some', async () => {
  const captured = lambdaMetrics();
  try {
    const consumer = createSqsBatchHandler(
      z.object({ to: z.string() }),
      async ({ to }) => {
        if (to === 'down') throw new Error('SES throttled');
      },
      { error: jest.fn() },
    );
    const handler = observeQueueConsumer('email', consumer, captured.metrics);
    await handler({
      Records: [record('m1', '{"to":"up"}'), record('m2', '{"to":"down"}'), record('m3', '{}')],
    });
    await handler({ Records: [record('m4', '{"to":"up"}')] });
    const broken = observeQueueConsumer(
      'email',
      async () => {
        throw new Error('a bug before any record');
      },
      captured.metrics,
    );
    await expect(broken({ Records: [record('m5', '{}'), record('m6', '{}')] })).rejects.toThrow('a bug');
    expect(
      captured
        .withMetric(failedRecordsMetric)
        .map((document) => [document.queue, document[failedRecordsMetric], document.dimensions]),
    ).toEqual([2, 2].map((failed) => ['email', failed, ['service', 'queue']]));
  } finally {
    captured.restore();
  }
});
