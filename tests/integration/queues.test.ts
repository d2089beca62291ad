import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { createEventsConsumer } from '#functions/reporting/create-consumers.ts';
import { createReportingRepository } from '#functions/reporting/repository.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { queues } from '#infra/queues.ts';
import { startLocalSqs, type LocalSqs } from '#local/sqs.ts';
import { startSqsPoller, type SqsPoller } from '#local/sqs-poller.ts';
import { eventually } from '#fixtures/eventually.ts';
import { createTestTable } from '#fixtures/table.ts';

const quietLogger = { error: () => undefined } as never;
// The events queue, with a 1 s visibility timeout and 2 receives so a poison message reaches the DLQ fast.
const spec = {
  ...queues.find((queue) => queue.name === 'events')!,
  visibilityTimeoutSeconds: 1,
  maxReceiveCount: 2,
  maxBatchingWindowSeconds: 0,
};

let sqs: LocalSqs;
let poller: SqsPoller;
let table: Awaited<ReturnType<typeof createTestTable>>;

beforeAll(async () => {
  table = await createTestTable();
  sqs = await startLocalSqs();
  poller = startSqsPoller({
    client: sqs.client,
    queueUrl: sqs.urls.events,
    spec,
    handler: createEventsConsumer(table.data, quietLogger) as never,
    functionName: 'events-consumer',
    waitSeconds: 1,
  });
});

afterAll(async () => {
  await poller.stop();
  await sqs.stop();
  table.close();
});

test('events sent through the sender are stored by the consumer; a poison message ends in the DLQ', async () => {
  const sender = sqsQueueSender(sqs.client, sqs.environment);
  const now = Date.now();
  await sender.send('events', [
    ...Array.from({ length: 12 }, (_, index) => ({
      eventId: `e${index}`,
      key: 'homepage-viewed',
      type: 'e',
      timestamp: now + index,
      data: { path: '/' },
    })),
    { eventId: 'bad', key: '', timestamp: 'yesterday' },
  ]);
  const repository = createReportingRepository(table.data);
  const stored = await eventually(
    () => repository.listEventsByKey('homepage-viewed', 25),
    (events) => events.length === 12,
  );
  expect(stored).toHaveLength(12);
  expect(stored[0]).toMatchObject({ eventId: 'e11', type: 'e', data: { path: '/' } });
  expect(stored[0]!.expiresAt).toBe(Math.floor((now + 11) / 1000) + 30 * 24 * 60 * 60);

  const deadLetters = await eventually(
    async () => {
      const { Messages = [] } = await sqs.client.send(
        new ReceiveMessageCommand({ QueueUrl: sqs.deadLetterUrls.events, WaitTimeSeconds: 1 }),
      );
      return Messages.map((message) => message.Body ?? '');
    },
    (bodies) => bodies.length > 0,
    20_000,
  );
  expect(JSON.parse(deadLetters[0]!)).toMatchObject({ eventId: 'bad' });
  expect(poller.stats.succeeded).toBe(12);
  expect(poller.stats.failed).toBeGreaterThanOrEqual(2);
});
