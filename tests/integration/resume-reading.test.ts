import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Resume reading (issue #13) through the local AppSync and the posts Lambda: a story a reader starts
 * goes on top of their predefined CURRENTLY_READING list; finishing it takes it off; a paused reading
 * history changes nothing.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let clock = Date.UTC(2026, 10, 26);

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock);
});
afterAll(() => table.close());

const call = async (query: string, variables: Record<string, unknown>, viewerId: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0] as Record<string, unknown>;
};

const recordRead = (viewerId: string, postId: string, progress: 'STARTED' | 'FINISHED') => {
  clock += 1000;
  return call(
    `mutation ($postId: ID!, $progress: ReadProgress!) { recordPostRead(postId: $postId, progress: $progress) {
      __typename ... on ReadRecorded { recorded } } }`,
    { postId, progress },
    viewerId,
  );
};

const resumeReading = async (userId: string) => {
  const catalog = (await call(
    `query ($id: ID!) { catalog(catalogSlugId: $id) { __typename ... on Catalog { name
      itemsConnection { items { post { id } } } } } }`,
    { id: `predefined:${userId}:CURRENTLY_READING` },
    userId,
  )) as { name: string; itemsConnection: { items: { post: { id: string } }[] } };
  expect(catalog.name).toBe('Resume reading');
  return catalog.itemsConnection.items.map((item) => item.post.id);
};

test('a started story is on top of Resume reading until it is finished', async () => {
  const writer = await makeUser(table.data);
  const reader = await makeUser(table.data);
  const { post: first } = await makePost(table.data, { creatorId: writer.id });
  const { post: second } = await makePost(table.data, { creatorId: writer.id });

  await recordRead(reader.id, first.id, 'STARTED');
  await recordRead(reader.id, second.id, 'STARTED');
  expect(await resumeReading(reader.id)).toEqual([second.id, first.id]);

  await recordRead(reader.id, second.id, 'FINISHED');
  expect(await resumeReading(reader.id)).toEqual([first.id]);
  // Started again (a second visit) it stays once.
  await recordRead(reader.id, first.id, 'STARTED');
  expect(await resumeReading(reader.id)).toEqual([first.id]);
});

test('while the reading history is paused, Resume reading is left as it was', async () => {
  const writer = await makeUser(table.data);
  const reader = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id });
  await call(`mutation { setReadingHistoryPaused(paused: true) { __typename } }`, {}, reader.id);
  expect(await recordRead(reader.id, post.id, 'STARTED')).toEqual({
    __typename: 'ReadRecorded',
    recorded: false,
  });
  expect(await resumeReading(reader.id)).toEqual([]);
});
