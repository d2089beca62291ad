import { print } from 'graphql';
import { PostPageQuery } from '#web/features/post/api/post-page-query.ts';
import { trashRetentionSeconds, yourStoriesMessages } from '#functions/posts/your-stories/service.ts';
import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Your stories and the trash through the local AppSync to the posts Lambda over DynamoDB Local: the
 * shelves and their counts (gsi4), deletePost and undeletePost on every item of a story, and that a
 * trashed story is served to nobody.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 5, 1, 12) };

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

type Data = Record<string, any>;

async function call(document: string, variables: Record<string, unknown>, field: string, viewerId?: string) {
  const body = await api.graphql(document, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data![field] as Data;
}

const shelf = (filterBy: string, viewerId?: string, paging?: { limit?: number; to?: string }) =>
  call(
    `query Y($filterBy: YourStoriesFilter!, $paging: PagingOptions) {
      yourStories(filterBy: $filterBy, paging: $paging) { __typename
        ... on YourStories { posts { id title isPublished } pagingInfo { next { limit to } }
          counts { drafts public responses unlisted deleted } }
        ... on Unauthorized { message } ... on BadRequest { message } } }`,
    { filterBy, paging },
    'yourStories',
    viewerId,
  );

const move = (field: 'deletePost' | 'undeletePost', targetPostId: string, viewerId?: string) =>
  call(
    `mutation M($targetPostId: ID!) { ${field}(targetPostId: $targetPostId) { __typename
      ... on MovedPost { postId title filterBy purgeAt }
      ... on NotFound { message } ... on Unauthorized { message } ... on RateLimited { message } } }`,
    { targetPostId },
    field,
    viewerId,
  );

const startDraft = async (viewerId: string) => {
  clock.now += 1000;
  return call('mutation { startDraft { ... on PostDraft { id } } }', {}, 'startDraft', viewerId);
};

/**
 * A published story written straight to the table, without tags: the trash moves a listed story's tags
 * (writing-loop.test.ts), and only a publish writes the tag items they need.
 */
const publish = (creatorId: string, overrides: Record<string, unknown> = {}) => {
  clock.now += 1000;
  return makePost(table.data, {
    creatorId,
    tags: [],
    firstPublishedAt: clock.now,
    latestPublishedAt: clock.now,
    createdAt: clock.now,
    updatedAt: clock.now,
    ...overrides,
  });
};

/** Every item of the story, read as stored (the TTL attribute included). */
async function storedItems(id: string) {
  const { post, postContent, postDraft } = table.data.entities;
  return {
    post: (await post.get({ id }).go({ consistent: true })).data,
    content: (await postContent.get({ id }).go({ consistent: true })).data,
    draft: (await postDraft.get({ id }).go({ consistent: true })).data,
  };
}

describe('yourStories', () => {
  test('each shelf holds the writer’s own stories, newest updated first, with every shelf counted', async () => {
    const writer = await makeUser(table.data, { username: 'shelves' });
    const other = await makeUser(table.data, { username: 'shelvesother' });
    const older = await startDraft(writer.id);
    const newer = await startDraft(writer.id);
    const open = await publish(writer.id, { title: 'Open' });
    const locked = await publish(writer.id, { title: 'Locked', visibility: 'LOCKED', isLocked: true });
    const hidden = await publish(writer.id, { title: 'Hidden', visibility: 'UNLISTED' });
    const response = await publish(writer.id, { title: 'A response', inResponseToPostId: open.post.id });
    await startDraft(other.id);

    requests.reset();
    const drafts = await shelf('DRAFTS', writer.id);
    // The shelf's Query and five Select COUNT Queries beside it.
    expect(requests.commands()).toEqual(Array(6).fill('QueryCommand'));
    expect(drafts.posts.map((post: Data) => post.id)).toEqual([newer.id, older.id]);
    expect(drafts.counts).toEqual({ drafts: 2, public: 2, responses: 1, unlisted: 1, deleted: 0 });
    expect((await shelf('PUBLIC', writer.id)).posts.map((post: Data) => post.title)).toEqual([
      'Locked',
      'Open',
    ]);
    expect((await shelf('UNLISTED', writer.id)).posts.map((post: Data) => post.id)).toEqual([hidden.post.id]);
    expect((await shelf('RESPONSES', writer.id)).posts.map((post: Data) => post.id)).toEqual([
      response.post.id,
    ]);
    expect(locked.post.id).toBeDefined();
    expect(await shelf('DRAFTS')).toEqual({
      __typename: 'Unauthorized',
      message: yourStoriesMessages.signIn,
    });
  });

  test('pages through a shelf with the cursor; the counts cost nothing when not asked', async () => {
    const writer = await makeUser(table.data, { username: 'paging' });
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await startDraft(writer.id)).id);
    const first = await shelf('DRAFTS', writer.id, { limit: 2 });
    expect(first.posts.map((post: Data) => post.id)).toEqual([ids[2], ids[1]]);
    requests.reset();
    const second = await call(
      `query Y($paging: PagingOptions) { yourStories(filterBy: DRAFTS, paging: $paging) {
        ... on YourStories { posts { id } pagingInfo { next { to } } } } }`,
      { paging: { limit: 2, to: first.pagingInfo.next.to } },
      'yourStories',
      writer.id,
    );
    expect(second.posts.map((post: Data) => post.id)).toEqual([ids[0]]);
    expect(requests.commands()).toEqual(['QueryCommand']);
    expect(await shelf('DRAFTS', writer.id, { to: 'garbage' })).toMatchObject({ __typename: 'BadRequest' });
  });
});

describe('deletePost and undeletePost', () => {
  test('a published story goes to the trash with every item expiring in 14 days, and comes back', async () => {
    const writer = await makeUser(table.data, { username: 'trasher' });
    const { post } = await publish(writer.id, { title: 'To trash' });
    await call(
      'query Q($postId: ID!) { postDraft(postId: $postId) { __typename } }',
      { postId: post.id },
      'postDraft',
      writer.id,
    );

    clock.now += 1000;
    const purgeAt = Math.floor(clock.now / 1000) + trashRetentionSeconds;
    requests.reset();
    expect(await move('deletePost', post.id, writer.id)).toEqual({
      __typename: 'MovedPost',
      postId: post.id,
      title: 'To trash',
      filterBy: 'DELETED',
      purgeAt,
    });
    // The limit's counter, the story's items, the one transaction.
    expect(requests.commands()).toEqual([
      'UpdateItemCommand',
      'BatchGetItemCommand',
      'TransactWriteItemsCommand',
    ]);
    const trashed = await storedItems(post.id);
    expect(trashed.post).toMatchObject({
      status: 'DELETED',
      statusBeforeDelete: 'PUBLISHED',
      expiresAt: purgeAt,
    });
    expect(trashed.content?.expiresAt).toBe(purgeAt);
    expect(trashed.draft?.expiresAt).toBe(purgeAt);

    // It leaves every listing at once, and is served to nobody, its writer included.
    const profile = await api.graphql(
      `query P($id: ID!) { userResult(id: $id) { ... on User { postsConnection { posts { id } } } } }`,
      { id: writer.id },
    );
    expect(profile.data!.userResult.postsConnection.posts).toEqual([]);
    const latest = await api.graphql('{ latestPostsFeed(paging: { limit: 25 }) { posts { id } } }');
    expect(latest.data!.latestPostsFeed.posts.map((found: Data) => found.id)).not.toContain(post.id);
    for (const viewer of [undefined, writer.id]) {
      // The story page's own query, as the pages Lambda and the browser send it.
      const page = await api.graphql(print(PostPageQuery), { id: post.id }, viewer);
      expect(page.data!.postResult).toEqual({
        __typename: 'NotFound',
        message: `No story with id ${post.id}.`,
      });
      const batch = await api.graphql(
        `query B($ids: [ID!]!) { postResults(postIds: $ids) { id } }`,
        { ids: [post.id] },
        viewer,
      );
      expect(batch.data!.postResults).toEqual([]);
    }
    const draft = await call(
      'query Q($postId: ID!) { postDraft(postId: $postId) { __typename } }',
      { postId: post.id },
      'postDraft',
      writer.id,
    );
    expect(draft).toEqual({ __typename: 'NotFound' });
    expect((await shelf('DELETED', writer.id)).posts.map((found: Data) => found.id)).toEqual([post.id]);
    // The deleted shelf says when each story goes for good: the same moment the move answered.
    const purged = await call(
      `query D { yourStories(filterBy: DELETED) { ... on YourStories { posts { id purgeAt } } } }`,
      {},
      'yourStories',
      writer.id,
    );
    expect(purged.posts).toEqual([{ id: post.id, purgeAt }]);
    expect((await shelf('PUBLIC', writer.id)).counts).toMatchObject({ public: 0, deleted: 1 });
    // Twice changes nothing.
    expect(await move('deletePost', post.id, writer.id)).toMatchObject({ filterBy: 'DELETED', purgeAt });

    expect(await move('undeletePost', post.id, writer.id)).toEqual({
      __typename: 'MovedPost',
      postId: post.id,
      title: 'To trash',
      filterBy: 'PUBLIC',
      purgeAt: null,
    });
    const restored = await storedItems(post.id);
    expect(restored.post).toMatchObject({ status: 'PUBLISHED' });
    expect(restored.post?.expiresAt).toBeUndefined();
    expect(restored.post?.statusBeforeDelete).toBeUndefined();
    expect(restored.content?.expiresAt).toBeUndefined();
    expect(restored.draft?.expiresAt).toBeUndefined();
    const back = await api.graphql(
      `query P($id: ID!) { userResult(id: $id) { ... on User { postsConnection { posts { id } } } } }`,
      { id: writer.id },
    );
    expect(back.data!.userResult.postsConnection.posts).toEqual([{ id: post.id }]);
    const shelved = await call(
      `query P { yourStories(filterBy: PUBLIC) { ... on YourStories { posts { id purgeAt } } } }`,
      {},
      'yourStories',
      writer.id,
    );
    expect(shelved.posts).toEqual([{ id: post.id, purgeAt: null }]);
  });

  test('a draft goes to the trash and back to the drafts; a trashed draft takes no save', async () => {
    const writer = await makeUser(table.data, { username: 'drafttrash' });
    const { id } = await startDraft(writer.id);
    expect(await move('deletePost', id, writer.id)).toMatchObject({ filterBy: 'DELETED' });
    const save = await call(
      `mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename } }`,
      { input: { postId: id, baseVersion: 1, title: 'Lost?', subtitle: '', paragraphs: [] } },
      'saveDraft',
      writer.id,
    );
    expect(save).toEqual({ __typename: 'NotFound' });
    expect(await move('undeletePost', id, writer.id)).toMatchObject({ filterBy: 'DRAFTS', purgeAt: null });
    expect((await shelf('DRAFTS', writer.id)).posts.map((found: Data) => found.id)).toEqual([id]);
  });

  test('only the writer moves a story: anyone else gets the NotFound of an unknown id', async () => {
    const writer = await makeUser(table.data, { username: 'owner' });
    const other = await makeUser(table.data, { username: 'notowner' });
    const { post } = await publish(writer.id);
    expect(await move('deletePost', post.id, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${post.id}.`,
    });
    expect(await move('deletePost', post.id)).toEqual({
      __typename: 'Unauthorized',
      message: yourStoriesMessages.signInToMove,
    });
    expect((await storedItems(post.id)).post?.status).toBe('PUBLISHED');
  });
});
