import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import type { ReadListeners } from '#functions/posts/reading-history/read-listeners.ts';

/** Reading history through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let clock = Date.UTC(2026, 10, 20);
const heard: string[] = [];
const listeners: ReadListeners = {
  readStarted: async (userId, postId) => void heard.push(`started ${userId} ${postId}`),
  readFinished: async (userId, postId) => void heard.push(`finished ${userId} ${postId}`),
};

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock, { readListeners: listeners });
});
afterAll(() => table.close());

const refusals = `... on BadRequest { message } ... on NotFound { message } ... on RateLimited { message }
  ... on Unauthorized { message }`;

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

const recordRead = (viewerId: string | undefined, postId: string, progress: 'STARTED' | 'FINISHED') => {
  clock += 1000;
  return call(
    `mutation ($postId: ID!, $progress: ReadProgress!) { recordPostRead(postId: $postId, progress: $progress) {
      __typename ... on ReadRecorded { recorded } ${refusals} } }`,
    { postId, progress },
    viewerId,
  );
};

const historyOf = async (userId: string, viewerId = userId, paging?: { limit: number; to?: string }) =>
  (
    await call(
      `query ($id: ID, $paging: PagingOptions) { userResult(id: $id) { ... on User { readingHistory(paging: $paging) {
        isPaused entries { post { id title } lastReadAt finishedAt } pagingInfo { next { limit to } } } } } }`,
      { id: userId, paging },
      viewerId,
    )
  ).readingHistory;

const edit = (mutation: string, viewerId: string | undefined) =>
  call(
    `mutation { ${mutation} { __typename ... on ReadingHistoryState { isPaused } ${refusals.replace('... on NotFound { message }', '')} } }`,
    {},
    viewerId,
  );

async function readerAndStories(count: number) {
  const writer = await makeUser(table.data);
  const reader = await makeUser(table.data);
  const stories = [];
  for (let index = 0; index < count; index += 1) {
    stories.push((await makePost(table.data, { creatorId: writer.id, title: `Story ${index + 1}` })).post);
  }
  return { reader, stories };
}

const postIds = (history: { entries: { post: { id: string } }[] }) =>
  history.entries.map((entry) => entry.post.id);

describe("a reader's reading history", () => {
  test('records each story once, by its last read, newest first, with when it was finished', async () => {
    const { reader, stories } = await readerAndStories(3);
    const [one, two, three] = stories.map((story) => story.id) as [string, string, string];
    expect(await recordRead(reader.id, one, 'STARTED')).toEqual({
      __typename: 'ReadRecorded',
      recorded: true,
    });
    await recordRead(reader.id, two, 'FINISHED');
    await recordRead(reader.id, three, 'STARTED');
    await recordRead(reader.id, one, 'FINISHED');
    const history = await historyOf(reader.id);
    expect(postIds(history)).toEqual([one, three, two]);
    expect(history.isPaused).toBe(false);
    expect(history.entries[0].finishedAt).toBe(history.entries[0].lastReadAt);
    expect(history.entries[1].finishedAt).toBeNull();
    expect(heard).toEqual(
      expect.arrayContaining([
        `started ${reader.id} ${one}`,
        `finished ${reader.id} ${one}`,
        `finished ${reader.id} ${two}`,
      ]),
    );
    const firstPage = await historyOf(reader.id, reader.id, { limit: 2 });
    expect(postIds(firstPage)).toEqual([one, three]);
    const rest = await historyOf(reader.id, reader.id, { limit: 2, to: firstPage.pagingInfo.next.to });
    expect(postIds(rest)).toEqual([two]);
  });

  test('is the reader’s alone: null for anyone else; a visitor records nothing', async () => {
    const { reader, stories } = await readerAndStories(1);
    const other = await makeUser(table.data);
    await recordRead(reader.id, stories[0]!.id, 'STARTED');
    expect(await historyOf(reader.id, other.id)).toBeNull();
    expect(await recordRead(undefined, stories[0]!.id, 'STARTED')).toMatchObject({
      __typename: 'Unauthorized',
    });
  });

  test('refuses an unknown story, a draft of someone else and a bad progress', async () => {
    const { reader } = await readerAndStories(0);
    const draft = (
      await makePost(table.data, { creatorId: (await makeUser(table.data)).id, status: 'DRAFT' })
    ).post;
    expect(await recordRead(reader.id, 'abcdefabcdef', 'STARTED')).toMatchObject({ __typename: 'NotFound' });
    expect(await recordRead(reader.id, draft.id, 'STARTED')).toMatchObject({ __typename: 'NotFound' });
    expect(await recordRead(reader.id, 'not-an-id', 'STARTED')).toMatchObject({ __typename: 'BadRequest' });
    expect((await historyOf(reader.id)).entries).toEqual([]);
  });

  test('removes one story, and clears them all', async () => {
    const { reader, stories } = await readerAndStories(3);
    for (const story of stories) await recordRead(reader.id, story.id, 'STARTED');
    const removed = await call(
      `mutation ($postId: ID!) { removeFromReadingHistory(postId: $postId) { __typename } }`,
      { postId: stories[1]!.id },
      reader.id,
    );
    expect(removed).toEqual({ __typename: 'ReadingHistoryState' });
    expect(postIds(await historyOf(reader.id))).toEqual([stories[2]!.id, stories[0]!.id]);
    expect(await edit('clearReadingHistory', reader.id)).toEqual({
      __typename: 'ReadingHistoryState',
      isPaused: false,
    });
    expect((await historyOf(reader.id)).entries).toEqual([]);
    expect(await edit('clearReadingHistory', undefined)).toMatchObject({ __typename: 'Unauthorized' });
  });

  test('while paused nothing is recorded nor heard; resumed, reads count again', async () => {
    const { reader, stories } = await readerAndStories(2);
    const pause = (paused: boolean) =>
      call(
        `mutation ($paused: Boolean!) { setReadingHistoryPaused(paused: $paused) { ... on ReadingHistoryState { isPaused } } }`,
        { paused },
        reader.id,
      );
    expect(await pause(true)).toEqual({ isPaused: true });
    heard.length = 0;
    expect(await recordRead(reader.id, stories[0]!.id, 'FINISHED')).toEqual({
      __typename: 'ReadRecorded',
      recorded: false,
    });
    expect(heard).toEqual([]);
    expect(await historyOf(reader.id)).toMatchObject({ isPaused: true, entries: [] });
    expect(await pause(false)).toEqual({ isPaused: false });
    await recordRead(reader.id, stories[1]!.id, 'STARTED');
    expect(postIds(await historyOf(reader.id))).toEqual([stories[1]!.id]);
  });
});
