import type { SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { createSqsBatchHandler } from './sqs-batch.ts';

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
