import { batchGetMap } from './batch-get.ts';

/**
 * DynamoDB Local never throttles, so these feed batchGetMap a BatchGet that leaves keys unprocessed the
 * way DynamoDB does under load; the reads built on it are tested against DynamoDB Local
 * (tests/integration/reads.test.ts).
 */
const stored = new Map([
  ['essays', { slug: 'essays', postCount: 3 }],
  ['travel', { slug: 'travel', postCount: 1 }],
]);

/** A BatchGet over `stored` that leaves the keys in `busy` unprocessed, each time it is asked. */
const batchGet = (asked: string[][], busy: (attempt: number) => string[]) => async (keys: string[]) => {
  asked.push(keys);
  const left = busy(asked.length);
  const served = keys.filter((key) => !left.includes(key) && stored.has(key));
  return {
    data: served.map((key) => stored.get(key)!),
    unprocessed: keys.filter((key) => left.includes(key)).map((slug) => ({ slug })),
  };
};

test('answers a Map by the key field, asks each key once, and asks again for what was left unprocessed', async () => {
  const asked: string[][] = [];
  const found = await batchGetMap(
    ['essays', 'travel', 'essays', 'gone'],
    'slug',
    batchGet(asked, (attempt) => (attempt === 1 ? ['travel'] : [])),
    'tag',
  );
  expect(asked).toEqual([['essays', 'travel', 'gone'], ['travel']]);
  expect(found).toEqual(stored);
});

test('answers ServiceUnavailable, naming the store, when keys stay unprocessed after three tries', async () => {
  const asked: string[][] = [];
  const busy = batchGet(asked, () => ['travel']);
  await expect(batchGetMap(['essays', 'travel'], 'slug', busy, 'tag')).rejects.toMatchObject({
    name: 'ServiceUnavailable',
    message: 'The tag store is busy; try again.',
  });
  expect(asked).toEqual([['essays', 'travel'], ['travel'], ['travel']]);
});
