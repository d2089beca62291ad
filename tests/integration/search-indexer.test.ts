import type { SQSEvent } from 'aws-lambda';
import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import { createSearchIndexConsumer } from '#functions/search/indexer/create-search-index-consumer.ts';
import { rebuildSearchIndex } from '#functions/search/indexer/rebuild.ts';
import type { IndexChange, SearchIndexStore } from '#functions/search/ports.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The search-index consumer and the rebuild (decisions 231, 233) over the real change reader and
 * DynamoDB Local. The snapshot store is built in parallel (functions/search/store/): this file keeps
 * a store of its own that records what it is given; the end-to-end test with the real one is the
 * merger's.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

/** A store that records each publish, or fails when told to. */
function recordingStore(fail = false) {
  const published: IndexChange[][] = [];
  const replaced: IndexChange[][] = [];
  const store: SearchIndexStore = {
    current: () => Promise.reject(new Error('not searched here')),
    async applyAndPublish(changes) {
      if (fail) throw new Error('The object store is down');
      published.push([...changes]);
    },
    async replaceAll(batches) {
      for await (const batch of batches) replaced.push([...batch]);
      return { documents: replaced.flat().filter((change) => change.op === 'put').length };
    },
  };
  return { store, published, replaced };
}

const event = (...bodies: unknown[]) =>
  ({
    Records: bodies.map((body, index) => ({
      messageId: `m${index}`,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })),
  }) as SQSEvent;
const logger = { error: jest.fn() };

test('a batch is read once, duplicates and all, and published in one go', async () => {
  const writer = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id, title: 'Once' });
  const { store, published } = recordingStore();
  const consume = createSearchIndexConsumer({ changes: createChangeReader(table.data), store, logger });
  const message = { type: 'reindex', kind: 'post', id: post.id };
  const answer = await consume(event(message, message, { type: 'reindex', kind: 'user', id: writer.id }));
  expect(answer.batchItemFailures).toEqual([]);
  expect(published).toHaveLength(1);
  const posts = published[0]!.filter((change) => change.index === 'posts');
  // The story once: asked for itself and as its writer's.
  expect(posts).toEqual([
    expect.objectContaining({ op: 'put', document: expect.objectContaining({ title: 'Once' }) }),
  ]);
});

test('an invalid message fails alone; the others are applied', async () => {
  const { store, published } = recordingStore();
  const consume = createSearchIndexConsumer({ changes: createChangeReader(table.data), store, logger });
  const answer = await consume(
    event(
      'not json',
      { type: 'reindex', kind: 'planet', id: 'x' },
      { type: 'reindex', kind: 'tag', id: 'none' },
    ),
  );
  expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }]);
  expect(published).toEqual([[{ op: 'remove', index: 'tags', objectID: 'none' }]]);
});

test('a store that cannot publish fails every valid message, for SQS to retry', async () => {
  const { store } = recordingStore(true);
  const consume = createSearchIndexConsumer({ changes: createChangeReader(table.data), store, logger });
  const answer = await consume(
    event({ type: 'reindex', kind: 'tag', id: 'a' }, { type: 'reindex', kind: 'tag', id: 'b' }),
  );
  expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }]);
});

test('the rebuild hands every batch to replaceAll and reports its progress up to the total', async () => {
  const writer = await makeUser(table.data);
  await Promise.all(
    Array.from({ length: 120 }, (_, index) =>
      makePost(table.data, { creatorId: writer.id, title: `Story ${index}` }, { paragraphs: null }),
    ),
  );
  const { store, replaced } = recordingStore();
  const progress: [number, number][] = [];
  const result = await rebuildSearchIndex(createChangeReader(table.data), store, (done, total) =>
    progress.push([done, total]),
  );
  const total = progress[0]![1];
  expect(total).toBe(replaced.flat().length);
  expect(result).toEqual({
    documents: replaced.flat().filter((change) => change.op === 'put').length,
    total,
  });
  expect(replaced.length).toBeGreaterThan(1);
  expect(progress[0]).toEqual([0, total]);
  expect(progress.at(-1)).toEqual([total, total]);
  const done = progress.map(([value]) => value);
  expect(done).toEqual([...done].sort((a, b) => a - b));
});
