import type { SQSEvent } from 'aws-lambda';
import type { SearchIndexEntry } from '#shared/queues/search-index-message.ts';
import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { standInXsrf, startLocalApi } from '#fixtures/local-api.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { createTestTable } from '#fixtures/table.ts';
import { clapLimits } from '#contract/claps.ts';
import { createHttpHandler } from '#functions/http/create-http-handler.ts';
import type { GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { createClapsRepository } from '#functions/posts/claps/repository.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';

/** Claps through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const sent: unknown[] = [];

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, {
    // The content-events queue's messages (the notifications of claps are tests/integration/notifications.test.ts').
    queue: {
      send: async (queue, messages) => {
        if (queue === 'content-events') sent.push(...messages);
      },
    },
  });
});
afterAll(() => table.close());

const clapMutation = `mutation ($targetPostId: ID!, $userId: ID, $numClaps: Int!) {
  clap(targetPostId: $targetPostId, userId: $userId, numClaps: $numClaps) {
    __typename
    ... on Post { id clapCount viewerClapCount }
    ... on ClapLimitReached { message viewerClapCount clapCount clapsLeft }
    ... on BadRequest { message } ... on NotFound { message } ... on Forbidden { message }
    ... on RateLimited { message } ... on Unauthorized { message }
  } }`;

const clap = async (
  viewerId: string | undefined,
  targetPostId: string,
  numClaps: number,
  userId?: string,
) => {
  const answer = await api.graphql(clapMutation, { targetPostId, numClaps, userId }, viewerId);
  expect(answer.errors).toBeUndefined();
  return answer.data!.clap;
};

const storyPage = `query ($id: ID!) { postResult(id: $id) { ... on Post { id clapCount viewerClapCount
  content { bodyModel { paragraphs { name } } } } } }`;
const readStory = async (id: string, viewerId?: string) =>
  (await api.graphql(storyPage, { id }, viewerId)).data!.postResult;

const newStory = async () => {
  const writer = await makeUser(table.data);
  return (await makePost(table.data, { creatorId: writer.id })).post;
};
const readers = (count: number) => Promise.all(Array.from({ length: count }, () => makeUser(table.data)));

describe('clap', () => {
  test('answers the story with its exact total and the reader’s claps, and counts on', async () => {
    const story = await newStory();
    const [reader] = await readers(1);
    expect(await clap(reader!.id, story.id, 3)).toEqual({
      __typename: 'Post',
      id: story.id,
      clapCount: 3,
      viewerClapCount: 3,
    });
    expect(await clap(reader!.id, story.id, 4, reader!.id)).toMatchObject({
      clapCount: 7,
      viewerClapCount: 7,
    });
    expect(await readStory(story.id, reader!.id)).toMatchObject({ clapCount: 7, viewerClapCount: 7 });
    expect(await readStory(story.id)).toMatchObject({ clapCount: 7, viewerClapCount: 0 });
  });

  test('the 51st clap is refused whole, with the claps left; nothing of it is counted', async () => {
    const story = await newStory();
    const [reader] = await readers(1);
    await clap(reader!.id, story.id, 45);
    expect(await clap(reader!.id, story.id, 10)).toEqual({
      __typename: 'ClapLimitReached',
      message: 'A reader can give a story 50 claps; you have 5 left.',
      viewerClapCount: 45,
      clapCount: 45,
      clapsLeft: 5,
    });
    expect(await clap(reader!.id, story.id, 5)).toMatchObject({ clapCount: 50, viewerClapCount: 50 });
    expect(await clap(reader!.id, story.id, 1)).toMatchObject({
      __typename: 'ClapLimitReached',
      clapsLeft: 0,
    });
    expect(await readStory(story.id, reader!.id)).toMatchObject({ clapCount: 50, viewerClapCount: 50 });
  });

  test('refuses visitors, claps as someone else, bad counts and stories nobody may read', async () => {
    const story = await newStory();
    const [reader, other] = await readers(2);
    expect(await clap(undefined, story.id, 1)).toMatchObject({ __typename: 'Unauthorized' });
    expect(await clap(reader!.id, story.id, 1, other!.id)).toMatchObject({
      __typename: 'Forbidden',
      message: 'You can only clap as yourself.',
    });
    for (const numClaps of [0, 51, -3])
      expect(await clap(reader!.id, story.id, numClaps)).toEqual({
        __typename: 'BadRequest',
        message: 'numClaps: Clap 1 to 50 times at once.',
      });
    const { post: draft } = await makePost(table.data, { creatorId: other!.id, status: 'DRAFT' });
    expect(await clap(reader!.id, draft.id, 1)).toMatchObject({ __typename: 'NotFound' });
    expect(await clap(reader!.id, 'abcdefabcdef', 1)).toMatchObject({ __typename: 'NotFound' });
    expect(await readStory(story.id)).toMatchObject({ clapCount: 0 });
  });

  test('a response is a story: it takes claps of its own', async () => {
    const story = await newStory();
    const [reader, responder] = await readers(2);
    const { post: response } = await makePost(table.data, {
      creatorId: responder!.id,
      inResponseToPostId: story.id,
    });
    expect(await clap(reader!.id, response.id, 2)).toMatchObject({ clapCount: 2, viewerClapCount: 2 });
    expect(await readStory(story.id)).toMatchObject({ clapCount: 0 });
  });
});

describe('under concurrency', () => {
  test('100 readers clapping one story at once: the total and every reader’s count are exact', async () => {
    const story = await newStory();
    const clappers = await readers(100);
    const counts = clappers.map((_, index) => 1 + ((index * 7) % clapLimits.perReaderPerStory));
    const answers = await Promise.all(
      clappers.map((reader, index) => clap(reader.id, story.id, counts[index]!)),
    );
    expect(answers.map((answer) => answer.__typename)).toEqual(counts.map(() => 'Post'));
    expect(answers.map((answer) => answer.viewerClapCount)).toEqual(counts);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(await readStory(story.id)).toMatchObject({ clapCount: total });
    for (const [index, reader] of clappers.slice(0, 10).entries())
      expect(await readStory(story.id, reader.id)).toMatchObject({ viewerClapCount: counts[index] });
  }, 60_000);

  test('bursts of one reader from many tabs never pass 50', async () => {
    const story = await newStory();
    const [reader] = await readers(1);
    const answers = await Promise.all(Array.from({ length: 12 }, () => clap(reader!.id, story.id, 7)));
    const counted = answers.filter((answer) => answer.__typename === 'Post');
    expect(counted).toHaveLength(7);
    expect(answers.filter((answer) => answer.__typename === 'ClapLimitReached')).toHaveLength(5);
    expect(await readStory(story.id, reader!.id)).toMatchObject({ clapCount: 49, viewerClapCount: 49 });
  }, 30_000);
});

test('the content-events consumer raises the post item’s clapCount (what lists show) to the exact sum', async () => {
  const story = await newStory();
  const clappers = await readers(3);
  sent.length = 0;
  for (const reader of clappers) await clap(reader.id, story.id, 5);
  expect(sent).toEqual(clappers.map(() => ({ type: 'post-clapped', postId: story.id })));
  const reindexed: SearchIndexEntry[] = [];
  const consumer = createPostEventsConsumer(
    { invalidate: async () => undefined },
    { error: jest.fn() },
    createClapsRepository(table.data),
    undefined,
    undefined,
    undefined,
    async (entries) => void reindexed.push(...entries),
  );
  // Delivered out of order and twice: the copy only ever rises, to the sum.
  const records = [...sent, ...sent].map((message, index) => ({
    messageId: `m${index}`,
    body: JSON.stringify(message),
  }));
  expect((await consumer({ Records: records } as SQSEvent)).batchItemFailures).toEqual([]);
  const listed = await api.graphql(`query ($ids: [ID!]!) { postResults(postIds: $ids) { clapCount } }`, {
    ids: [story.id],
  });
  expect(listed.data!.postResults).toEqual([{ clapCount: 15 }]);
  // Claps rank it in search: its document is read again after each raise (decision 231).
  expect(new Set(reindexed.map(({ kind, id }) => `${kind}:${id}`))).toEqual(new Set([`post:${story.id}`]));
  expect(reindexed).toHaveLength(records.length);
});

test('Post.clappers: newest first, each with their claps, paged', async () => {
  const story = await newStory();
  const clappers = await readers(3);
  for (const [index, reader] of clappers.entries()) {
    await clap(reader.id, story.id, index + 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const page = async (to?: string) =>
    (
      await api.graphql(
        `query ($id: ID!, $to: String) { postResult(id: $id) { ... on Post { clappers(paging: { limit: 2, to: $to }) {
          clappers { user { id } clapCount } pagingInfo { next { to } } } } } }`,
        { id: story.id, to },
      )
    ).data!.postResult.clappers;
  const first = await page();
  expect(first.clappers).toEqual([
    { user: { id: clappers[2]!.id }, clapCount: 3 },
    { user: { id: clappers[1]!.id }, clapCount: 2 },
  ]);
  const second = await page(first.pagingInfo.next.to);
  expect(second).toEqual({
    clappers: [{ user: { id: clappers[0]!.id }, clapCount: 1 }],
    pagingInfo: { next: null },
  });
});

test('requests: the story page reads its shards in its one Query; a reader’s claps add one read', async () => {
  const story = await newStory();
  const [reader] = await readers(1);
  await clap(reader!.id, story.id, 2);
  const requests = countRequests(table.client);
  await readStory(story.id);
  expect(requests.commands()).toEqual(['QueryCommand']);
  requests.reset();
  await readStory(story.id, reader!.id);
  expect(requests.commands().sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
  requests.reset();
  await clap(reader!.id, story.id, 1);
  // The rate limit, the story and the reader's claps, the transaction, the shards.
  expect(requests.commands().sort()).toEqual(
    [
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
    ].sort(),
  );
});

describe('POST /_/vote/{type}/{id}', () => {
  const http = () =>
    createHttpHandler({
      executeGraphql: async (request, headers) =>
        (await api.appsync.execute(request, headers)).body as GraphqlResponse,
      queue: { send: async () => undefined },
      objects: memoryObjectStore(),
    });
  const post = async (path: string, body: unknown, headers: Record<string, string>, method = 'POST') => {
    const answer = await http()(
      {
        rawPath: path,
        headers: { 'content-type': 'application/json', ...headers },
        requestContext: { http: { method } },
        body: JSON.stringify(body),
        isBase64Encoded: false,
      } as never,
      { awsRequestId: 'req-1' },
    );
    return { status: answer.statusCode, body: JSON.parse(String(answer.body)) };
  };
  const as = (userId: string) => ({ 'x-folio-auth': `viewer:${userId}`, 'x-xsrf-token': standInXsrf });

  test('claps a story as the mutation does, the 51st refused with 409', async () => {
    const story = await newStory();
    const [reader] = await readers(1);
    expect(await post(`/_/vote/p/${story.id}`, { numClaps: 48 }, as(reader!.id))).toEqual({
      status: 200,
      body: { id: story.id, clapCount: 48, viewerClapCount: 48 },
    });
    expect(await post(`/_/vote/p/${story.id}`, { numClaps: 3 }, as(reader!.id))).toEqual({
      status: 409,
      body: {
        errors: [
          { errorType: 'ClapLimitReached', message: 'A reader can give a story 50 claps; you have 2 left.' },
        ],
        viewerClapCount: 48,
        clapCount: 48,
        clapsLeft: 2,
      },
    });
    expect(await readStory(story.id)).toMatchObject({ clapCount: 48 });
  });

  test('refuses visitors, bad bodies, missing xsrf tokens, other methods and unknown types', async () => {
    const story = await newStory();
    const [reader] = await readers(1);
    const path = `/_/vote/p/${story.id}`;
    expect(await post(path, { numClaps: 1 }, { 'x-folio-auth': 'anonymous' })).toMatchObject({ status: 401 });
    expect(await post(path, { numClaps: 51 }, as(reader!.id))).toEqual({
      status: 400,
      body: { errors: [{ errorType: 'BadRequest', message: 'Clap 1 to 50 times at once.' }] },
    });
    expect(await post(path, 'claps', as(reader!.id))).toMatchObject({ status: 400 });
    expect(await post(path, { numClaps: 1 }, { 'x-folio-auth': `viewer:${reader!.id}` })).toMatchObject({
      status: 403,
    });
    expect(await post(path, { numClaps: 1 }, as(reader!.id), 'GET')).toMatchObject({ status: 405 });
    expect(await post(`/_/vote/c/${story.id}`, { numClaps: 1 }, as(reader!.id))).toMatchObject({
      status: 404,
      body: { errors: [{ errorType: 'NotFound' }] },
    });
    expect(await post('/_/vote/p/abcdefabcdef', { numClaps: 1 }, as(reader!.id))).toMatchObject({
      status: 404,
    });
    expect(await readStory(story.id)).toMatchObject({ clapCount: 0 });
  });
});
