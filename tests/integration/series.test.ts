import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { seriesMessages } from '#contract/series.ts';
import { writingLimits } from '#functions/posts/rate-limits.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';

/** Series through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const refusals = (...names: string[]) => names.map((name) => `... on ${name} { message }`).join(' ');
const editRefusals = refusals(
  'BadRequest',
  'NotFound',
  'Forbidden',
  'Conflict',
  'RateLimited',
  'Unauthorized',
);
const seriesFields = `... on Series { sequenceSlug version post { id title isSeries uniqueSlug extendedPreviewContent { subtitle } }
  stories { id title } }`;

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

const createSeries = (viewerId: string | undefined, title: string, description?: string) =>
  call(
    `mutation ($title: String!, $description: String) { createSeries(title: $title, description: $description) {
      __typename ${seriesFields} ${refusals('BadRequest', 'RateLimited', 'Unauthorized')} } }`,
    { title, description },
    viewerId,
  );

const edit = (
  mutation: 'addToSeries' | 'removeFromSeries' | 'moveInSeries',
  viewerId: string | undefined,
  variables: { seriesId: string; postId: string; version: number; position?: number },
) => {
  const position = mutation === 'removeFromSeries' ? '' : ', position: $position';
  const type = mutation === 'moveInSeries' ? 'Int!' : 'Int';
  const declared = mutation === 'removeFromSeries' ? '' : `, $position: ${type}`;
  return call(
    `mutation ($seriesId: ID!, $postId: ID!, $version: Int!${declared}) {
      ${mutation}(seriesId: $seriesId, postId: $postId, version: $version${position}) {
        __typename ${seriesFields} ${editRefusals} } }`,
    variables,
    viewerId,
  );
};

const readSeries = (postId: string, viewerId?: string) =>
  call(
    `query ($postId: ID!) { series(postId: $postId) { __typename ${seriesFields} ${refusals('NotFound', 'BadRequest')} } }`,
    { postId },
    viewerId,
  );

const sequenceOf = async (postId: string, viewerId?: string) =>
  (
    await call(
      `query ($id: ID!) { postResult(id: $id) { ... on Post { isSeries sequence {
        slug title seriesPostId position count previous { id title } next { id title } } } } }`,
      { id: postId },
      viewerId,
    )
  ).sequence;

const ids = (stories: { id: string }[]) => stories.map((story) => story.id);

async function writerWithStories(count: number) {
  const writer = await makeUser(table.data);
  const stories = [];
  for (let index = 0; index < count; index += 1) {
    // No tags: the trash takes a listed story out of its tags' listings, which publishing writes.
    stories.push(
      (await makePost(table.data, { creatorId: writer.id, title: `Part ${index + 1}`, tags: [] })).post,
    );
  }
  return { writer, stories };
}

/** A writer's series holding their stories in the order given. */
async function seriesOf(writerId: string, storyIds: string[]) {
  let series = await createSeries(writerId, 'Learning Rust', 'Notes from a year of it');
  for (const postId of storyIds) {
    series = await edit('addToSeries', writerId, {
      seriesId: series.post.id,
      postId,
      version: series.version,
    });
  }
  return series;
}

describe('a writer groups stories into a series', () => {
  test('createSeries makes a published story of its own, unlisted, with its slug; readers open it', async () => {
    const { writer } = await writerWithStories(0);
    const series = await createSeries(writer.id, '  Learning Rust ', 'Notes from a year of it');
    expect(series).toMatchObject({
      __typename: 'Series',
      version: 1,
      stories: [],
      post: {
        title: 'Learning Rust',
        isSeries: true,
        extendedPreviewContent: { subtitle: 'Notes from a year of it' },
      },
    });
    expect(series.sequenceSlug).toBe(`learning-rust-${series.post.id}`);
    expect(await readSeries(series.post.id)).toMatchObject({
      __typename: 'Series',
      post: { id: series.post.id },
    });
    // Not in feeds: the writer's profile lists it on the series tab only.
    const profile = await call(
      `query ($id: ID) { userResult(id: $id) { ... on User { postsConnection { posts { id } } seriesConnection { posts { id isSeries } } } } }`,
      { id: writer.id },
    );
    expect(profile.postsConnection.posts).toEqual([]);
    expect(profile.seriesConnection.posts).toEqual([{ id: series.post.id, isSeries: true }]);
  });

  test('adds, reorders and removes stories, each change over the version it read', async () => {
    const { writer, stories } = await writerWithStories(3);
    const [one, two, three] = stories.map((story) => story.id) as [string, string, string];
    let series = await seriesOf(writer.id, [one, two]);
    expect(ids(series.stories)).toEqual([one, two]);
    series = await edit('addToSeries', writer.id, {
      seriesId: series.post.id,
      postId: three,
      version: series.version,
      position: 1,
    });
    expect(ids(series.stories)).toEqual([three, one, two]);
    series = await edit('moveInSeries', writer.id, {
      seriesId: series.post.id,
      postId: three,
      version: series.version,
      position: 3,
    });
    expect(ids(series.stories)).toEqual([one, two, three]);
    expect(series.version).toBe(5);

    // A second tab on the old version changes nothing.
    const stale = await edit('moveInSeries', writer.id, {
      seriesId: series.post.id,
      postId: one,
      version: 4,
      position: 2,
    });
    expect(stale).toEqual({ __typename: 'Conflict', message: seriesMessages.changed });
    expect(ids((await readSeries(series.post.id)).stories)).toEqual([one, two, three]);

    series = await edit('removeFromSeries', writer.id, {
      seriesId: series.post.id,
      postId: two,
      version: series.version,
    });
    expect(ids(series.stories)).toEqual([one, three]);
    expect(await sequenceOf(two)).toBeNull();
    // Removed, it may join a series again.
    const other = await seriesOf(writer.id, [two]);
    expect(ids(other.stories)).toEqual([two]);
  });

  test('a story page knows its part, the count and its neighbours; a story in no series has none', async () => {
    const { writer, stories } = await writerWithStories(3);
    const [one, two, three] = stories.map((story) => story.id) as [string, string, string];
    const series = await seriesOf(writer.id, [one, two, three]);
    expect(await sequenceOf(two)).toEqual({
      slug: series.sequenceSlug,
      title: 'Learning Rust',
      seriesPostId: series.post.id,
      position: 2,
      count: 3,
      previous: { id: one, title: 'Part 1' },
      next: { id: three, title: 'Part 3' },
    });
    expect(await sequenceOf(one)).toMatchObject({ position: 1, previous: null, next: { id: two } });
    expect(await sequenceOf(three)).toMatchObject({ position: 3, previous: { id: two }, next: null });
    const alone = await makePost(table.data, { creatorId: writer.id });
    expect(await sequenceOf(alone.post.id)).toBeNull();
  });

  test('a story in the trash leaves the series for readers and keeps its place for undelete', async () => {
    const { writer, stories } = await writerWithStories(3);
    const [one, two, three] = stories.map((story) => story.id) as [string, string, string];
    const series = await seriesOf(writer.id, [one, two, three]);
    const move = (mutation: string) =>
      call(`mutation ($id: ID!) { ${mutation}(targetPostId: $id) { __typename } }`, { id: two }, writer.id);
    await move('deletePost');
    expect(ids((await readSeries(series.post.id)).stories)).toEqual([one, three]);
    expect(await sequenceOf(one)).toMatchObject({ count: 2, next: { id: three } });
    expect(await sequenceOf(three)).toMatchObject({ position: 2, previous: { id: one } });
    await move('undeletePost');
    expect(ids((await readSeries(series.post.id)).stories)).toEqual([one, two, three]);
    expect(await sequenceOf(two)).toMatchObject({ position: 2, count: 3 });
  });

  test('a series in the trash is gone for readers, and its stories may join another', async () => {
    const { writer, stories } = await writerWithStories(1);
    const series = await seriesOf(writer.id, [stories[0]!.id]);
    await call(
      `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`,
      { id: series.post.id },
      writer.id,
    );
    expect(await readSeries(series.post.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await sequenceOf(stories[0]!.id)).toBeNull();
    const next = await seriesOf(writer.id, [stories[0]!.id]);
    expect(ids(next.stories)).toEqual([stories[0]!.id]);
  });
});

describe('only the writer, only their published stories', () => {
  test('a visitor is Unauthorized, another writer Forbidden; an unknown series NotFound', async () => {
    const { writer, stories } = await writerWithStories(1);
    const other = await makeUser(table.data);
    const series = await seriesOf(writer.id, []);
    const request = { seriesId: series.post.id, postId: stories[0]!.id, version: 1 };
    expect(await createSeries(undefined, 'Mine')).toMatchObject({ __typename: 'Unauthorized' });
    expect(await edit('addToSeries', undefined, request)).toMatchObject({ __typename: 'Unauthorized' });
    expect(await edit('addToSeries', other.id, request)).toMatchObject({ __typename: 'Forbidden' });
    expect(await edit('addToSeries', writer.id, { ...request, seriesId: 'abcdefabcdef' })).toMatchObject({
      __typename: 'NotFound',
    });
    // A story that is no series is not a series.
    expect(await readSeries(stories[0]!.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await call(`query { seriesCandidates { __typename } }`, {})).toMatchObject({
      __typename: 'Unauthorized',
    });
  });

  test('someone else’s story: Forbidden when published, NotFound when a draft; own drafts never join', async () => {
    const { writer } = await writerWithStories(0);
    const other = await makeUser(table.data);
    const theirs = (await makePost(table.data, { creatorId: other.id })).post;
    const theirDraft = (
      await makePost(table.data, { creatorId: other.id, status: 'DRAFT', firstPublishedAt: undefined })
    ).post;
    const myDraft = (
      await makePost(table.data, { creatorId: writer.id, status: 'DRAFT', firstPublishedAt: undefined })
    ).post;
    const series = await seriesOf(writer.id, []);
    const add = (postId: string) =>
      edit('addToSeries', writer.id, { seriesId: series.post.id, postId, version: 1 });
    expect(await add(theirs.id)).toMatchObject({ __typename: 'Forbidden' });
    expect(await add(theirDraft.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await add(myDraft.id)).toEqual({ __typename: 'BadRequest', message: seriesMessages.notPublished });
    expect(await add(series.post.id)).toEqual({
      __typename: 'BadRequest',
      message: seriesMessages.seriesInSeries,
    });
    expect((await readSeries(series.post.id)).version).toBe(1);
  });

  test('a story is in one series at most; the picker offers only published stories in none', async () => {
    const { writer, stories } = await writerWithStories(2);
    await makePost(table.data, { creatorId: writer.id, status: 'DRAFT', firstPublishedAt: undefined });
    const first = await seriesOf(writer.id, [stories[0]!.id]);
    const second = await seriesOf(writer.id, []);
    expect(
      await edit('addToSeries', writer.id, { seriesId: second.post.id, postId: stories[0]!.id, version: 1 }),
    ).toEqual({ __typename: 'BadRequest', message: seriesMessages.inAnotherSeries });
    expect(
      await edit('addToSeries', writer.id, {
        seriesId: first.post.id,
        postId: stories[0]!.id,
        version: first.version,
      }),
    ).toEqual({ __typename: 'BadRequest', message: seriesMessages.alreadyInSeries });
    const candidates = await call(
      `query { seriesCandidates { ... on PostConnection { posts { id } } } }`,
      {},
      writer.id,
    );
    expect(ids(candidates.posts)).toEqual([stories[1]!.id]);
  });

  test('changes are rate limited per writer; a refused change writes nothing', async () => {
    const { writer, stories } = await writerWithStories(1);
    const series = await seriesOf(writer.id, []);
    const now = Date.now();
    await table.data.entities.rateLimit
      .put({
        bucket: writingLimits.series.bucket,
        key: writer.id,
        windowStart: windowStartOf(writingLimits.series, now),
        count: writingLimits.series.limit,
        expiresAt: Math.floor(now / 1000) + 3600,
      })
      .go();
    const limited = { __typename: 'RateLimited', message: writingLimits.series.message };
    expect(
      await edit('addToSeries', writer.id, { seriesId: series.post.id, postId: stories[0]!.id, version: 1 }),
    ).toEqual(limited);
    expect(await createSeries(writer.id, 'One more')).toEqual(limited);
    expect((await readSeries(series.post.id)).stories).toEqual([]);
  });

  test('a series is never published from the editor: publishPost answers BadRequest', async () => {
    const { writer } = await writerWithStories(0);
    const series = await seriesOf(writer.id, []);
    const answer = await call(
      `mutation ($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on BadRequest { message } } }`,
      {
        input: {
          postId: series.post.id,
          tags: [],
          visibility: 'PUBLIC',
          isLocked: false,
          allowResponses: true,
          notifyFollowers: false,
        },
      },
      writer.id,
    );
    expect(answer).toEqual({ __typename: 'BadRequest', message: seriesMessages.notPublishable });
  });

  test('bad input is a BadRequest that says what is wrong, and writes nothing', async () => {
    const { writer, stories } = await writerWithStories(1);
    const series = await seriesOf(writer.id, []);
    expect(await createSeries(writer.id, '   ')).toEqual({
      __typename: 'BadRequest',
      message: `title: ${seriesMessages.titleEmpty}`,
    });
    expect(await createSeries(writer.id, 'x'.repeat(101))).toEqual({
      __typename: 'BadRequest',
      message: `title: ${seriesMessages.titleTooLong}`,
    });
    expect(await createSeries(writer.id, 'Fine', 'x'.repeat(281))).toMatchObject({
      __typename: 'BadRequest',
    });
    const request = { seriesId: series.post.id, postId: stories[0]!.id, version: 1 };
    expect(await edit('addToSeries', writer.id, { ...request, postId: 'not-an-id' })).toMatchObject({
      __typename: 'BadRequest',
      message: expect.stringContaining('postId'),
    });
    expect(await edit('addToSeries', writer.id, { ...request, position: 2 })).toEqual({
      __typename: 'BadRequest',
      message: seriesMessages.positionOutside,
    });
    expect(await edit('moveInSeries', writer.id, { ...request, position: 1 })).toEqual({
      __typename: 'BadRequest',
      message: seriesMessages.notInSeries,
    });
    expect(await edit('removeFromSeries', writer.id, { ...request, version: 0 })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect((await readSeries(series.post.id)).version).toBe(1);
  });

  test('drafts and trashed stories are never shown to readers of a series', async () => {
    const { writer, stories } = await writerWithStories(2);
    const series = await seriesOf(
      writer.id,
      stories.map((story) => story.id),
    );
    // A story that became a draft again (as the seed or a future unpublish might leave it).
    await table.data.entities.post.put({ ...stories[1]!, seriesId: series.post.id, status: 'DRAFT' }).go();
    for (const viewer of [undefined, writer.id]) {
      expect(ids((await readSeries(series.post.id, viewer)).stories)).toEqual([stories[0]!.id]);
    }
    expect(await sequenceOf(stories[0]!.id)).toMatchObject({ count: 1, next: null });
  });
});

describe('the request budget', () => {
  const storyPage = `query ($id: ID!) { postResult(id: $id) { ... on Post { id sequence { position next { id } } } } }`;

  test('a story in no series reads nothing more; one in a series adds one Query and one BatchGet', async () => {
    const { writer, stories } = await writerWithStories(3);
    await seriesOf(writer.id, [stories[0]!.id, stories[1]!.id]);
    const requests = countRequests(table.client);
    await call(storyPage, { id: stories[2]!.id });
    expect(requests.commands()).toEqual(['GetItemCommand']);
    requests.reset();
    await call(storyPage, { id: stories[0]!.id });
    // The story; then its series' summary and order (one Query), then the series' stories (one BatchGet).
    expect(requests.commands()).toEqual(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);
  });

  test('a series page: one Query and one BatchGet; a change: the rate limit, two reads and one write', async () => {
    const { writer, stories } = await writerWithStories(2);
    const series = await seriesOf(writer.id, [stories[0]!.id]);
    const requests = countRequests(table.client);
    await call(`query ($postId: ID!) { series(postId: $postId) { ... on Series { stories { id } } } }`, {
      postId: series.post.id,
    });
    expect(requests.commands()).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    requests.reset();
    await edit('addToSeries', writer.id, {
      seriesId: series.post.id,
      postId: stories[1]!.id,
      version: series.version,
    });
    expect(requests.commands()).toEqual([
      'UpdateItemCommand',
      'QueryCommand',
      'GetItemCommand',
      'TransactWriteItemsCommand',
      // The answer: the series' stories.
      'BatchGetItemCommand',
    ]);
  });
});
