import type { SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import { followerReindexWindowMs } from '#functions/users/follower-reindex.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Followers rank people and publications in search (decision 255): a follow or an unfollow asks for
 * the target's reindex through the users Lambda, once per minute however many follows, delayed to the
 * minute's end so the indexer reads the count after the burst.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
// 15 s into a window: the message waits the 45 s left of it.
let clock = Date.UTC(2026, 10, 28, 12, 0, 15);
const queued: { message: SearchIndexMessage; delaySeconds: number | undefined }[] = [];

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock, {
    queue: {
      send: async (queue, messages, options) => {
        if (queue !== 'search-index') return;
        for (const message of messages as SearchIndexMessage[])
          queued.push({ message, delaySeconds: options?.delaySeconds });
      },
    },
  });
});
afterAll(() => table.close());
beforeEach(() => void (queued.length = 0));

const asked = () =>
  queued.map(({ message, delaySeconds }) => `${message.kind}:${message.id} +${delaySeconds}s`);
async function change(field: string, argument: string, targetId: string, viewerId: string) {
  const body = await api.graphql(
    `mutation ($id: ID!) { ${field}(${argument}: $id) { __typename } }`,
    { id: targetId },
    viewerId,
  );
  expect(body.errors).toBeUndefined();
}
const followUser = (writerId: string, readerId: string) =>
  change('followUser', 'targetUserId', writerId, readerId);

test('a burst of follows and unfollows of a writer sends one reindex, read after the burst; the next minute one more', async () => {
  const writer = await makeUser(table.data);
  const readers = await Promise.all([1, 2, 3].map(() => makeUser(table.data)));
  for (const reader of readers) await followUser(writer.id, reader.id);
  await change('unfollowUser', 'targetUserId', writer.id, readers[0]!.id);
  expect(asked()).toEqual([`user:${writer.id} +45s`]);

  // What the indexer reads when the message shows: the count the burst left.
  const [put] = await createChangeReader(table.data).changesFor([queued[0]!.message]);
  expect(put).toMatchObject({ op: 'put', index: 'users', document: { followerCount: 2 } });

  clock += followerReindexWindowMs;
  await followUser(writer.id, readers[0]!.id);
  expect(asked()).toEqual([`user:${writer.id} +45s`, `user:${writer.id} +45s`]);
});

test('a publication’s followers too, each target in its own window', async () => {
  const [editor, reader] = [await makeUser(table.data), await makeUser(table.data)];
  const publication = await makeCollection(table.data, { creatorId: editor.id });
  await change('followCollection', 'targetCollectionId', publication.id, reader.id);
  await followUser(editor.id, reader.id);
  expect(asked().sort()).toEqual([`collection:${publication.id} +45s`, `user:${editor.id} +45s`].sort());
});

test('a refused follow (oneself) asks nothing', async () => {
  const writer = await makeUser(table.data);
  await followUser(writer.id, writer.id);
  expect(asked()).toEqual([]);
});
