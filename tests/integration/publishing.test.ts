import type { QueueName } from '#shared/queues/queue-sender.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { createPublishingRepository } from '#functions/posts/publishing/repository.ts';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { planPublish } from '#functions/posts/publishing/publish-plan.ts';
import { countRequests } from '#local/request-counter.ts';
import { makeDraft, saveDraft } from '#fixtures/drafts.ts';
import { publishInput } from '#fixtures/publish-story.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Publishing through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const sent: { queue: QueueName; message: any }[] = [];

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, {
    queue: {
      send: async (queue, messages) => void sent.push(...messages.map((message) => ({ queue, message }))),
    },
  });
});
afterAll(() => table.close());

const publishMutation = `mutation Publish($input: PublishPostInput!) {
  publishPost(input: $input) {
    __typename
    ... on Post {
      id title uniqueSlug visibility isLocked isPublished readingTime firstPublishedAt latestPublishedAt
      allowResponses statusForCollection extendedPreviewContent { subtitle } previewImage { id }
      tags { id displayTitle postCount } content { bodyModel { paragraphs { text } } }
    }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on Forbidden { message }
    ... on Conflict { message }
    ... on RateLimited { message }
    ... on Unauthorized { message }
    ... on AccountSuspended { message }
    ... on PublishingRestrictedBannedLinks { message hosts }
  }
}`;

const publish = async (viewerId: string | undefined, input: Record<string, unknown>) => {
  const answer = await api.graphql(publishMutation, { input: publishInput(input) }, viewerId);
  expect(answer.errors).toBeUndefined();
  return answer.data!.publishPost;
};

const tagCount = async (slug: string) => (await table.data.entities.tag.get({ slug }).go()).data?.postCount;
/** The tag's listing as stored (postsByTag), whether or not a story still carries the tag. */
const tagListing = async (slug: string) =>
  (await createPostsRepository(table.data).postsByTag(slug, { limit: 25, cursor: null })).items.map(
    (item) => item.postId,
  );
const profile = async (userId: string) =>
  (
    await api.graphql(
      `query { userResult(id: "${userId}") { ... on User { postsConnection { posts { id } } } } }`,
    )
  ).data!.userResult.postsConnection.posts.map((post: { id: string }) => post.id);

describe('publishPost', () => {
  test('copies the draft into the story readers read, with its slug, dates, tags and preview', async () => {
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, {
      creatorId: writer.id,
      title: '  Crème Brûlée, the Writer’s Way ',
      paragraphs: [
        {
          name: 'i1',
          type: 'IMG',
          text: 'A caption',
          metadata: { id: 'img-1', originalWidth: 800, originalHeight: 600 },
        },
        {
          name: 'p1',
          type: 'P',
          text: 'The first paragraph is the preview when there is no subtitle.',
          markups: [],
        },
      ],
    });
    sent.length = 0;
    const story = await publish(writer.id, {
      postId,
      tags: ['Cooking', ' French  Food ', 'cooking'],
      isLocked: true,
    });
    expect(story).toMatchObject({
      __typename: 'Post',
      title: 'Crème Brûlée, the Writer’s Way',
      uniqueSlug: `creme-brulee-the-writers-way-${postId}`,
      visibility: 'LOCKED',
      isLocked: true,
      isPublished: true,
      allowResponses: true,
      statusForCollection: null,
      extendedPreviewContent: { subtitle: 'The first paragraph is the preview when there is no subtitle.' },
      previewImage: { id: 'img-1' },
      tags: [
        { id: 'cooking', displayTitle: 'Cooking', postCount: 1 },
        { id: 'french-food', displayTitle: 'French Food', postCount: 1 },
      ],
    });
    expect(story.readingTime).toBeGreaterThan(0);
    expect(story.firstPublishedAt).toBe(story.latestPublishedAt);
    expect(await profile(writer.id)).toEqual([postId]);
    expect(await tagListing('french-food')).toEqual([postId]);
    // The tag page, signed out: Tag.postsConnection, newest first.
    const tagPage = await api.graphql(
      `query($id: ID!) { postResult(id: $id) { ... on Post { tags { id postsConnection { posts { id } } } } } }`,
      { id: postId },
    );
    expect(tagPage.data!.postResult.tags).toEqual([
      { id: 'cooking', postsConnection: { posts: [{ id: postId }] } },
      { id: 'french-food', postsConnection: { posts: [{ id: postId }] } },
    ]);
    expect(sent).toEqual([
      {
        queue: 'content-events',
        message: expect.objectContaining({ type: 'post-published', postId, republished: false }),
      },
      // Search (decision 231): the story and, on its first publish, its writer.
      { queue: 'search-index', message: { type: 'reindex', kind: 'post', id: postId } },
      { queue: 'search-index', message: { type: 'reindex', kind: 'user', id: writer.id } },
    ]);
  });

  test('republishing an edit keeps the URL and first date, and moves the tag counts and listings', async () => {
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, { creatorId: writer.id, title: 'First title' });
    const first = await publish(writer.id, { postId, tags: ['Alpha-Tag', 'Beta-Tag'] });
    await saveDraft(table.data, {
      id: postId,
      creatorId: writer.id,
      title: 'A better title',
      subtitle: 'Now with a subtitle',
      paragraphs: [{ name: 'p1', type: 'P', text: 'Edited words.', markups: [] }],
      version: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // AWSTimestamp counts seconds
    sent.length = 0;
    const second = await publish(writer.id, { postId, tags: ['beta tag', 'Gamma-Tag'] });
    expect(second).toMatchObject({
      title: 'A better title',
      uniqueSlug: `first-title-${postId}`,
      firstPublishedAt: first.firstPublishedAt,
      extendedPreviewContent: { subtitle: 'Now with a subtitle' },
      content: { bodyModel: { paragraphs: [{ text: 'Edited words.' }] } },
    });
    expect(second.latestPublishedAt).toBeGreaterThan(first.latestPublishedAt);
    expect([await tagCount('alpha-tag'), await tagCount('beta-tag'), await tagCount('gamma-tag')]).toEqual([
      0, 1, 1,
    ]);
    expect([await tagListing('alpha-tag'), await tagListing('gamma-tag')]).toEqual([[], [postId]]);
    expect(sent[0]?.message).toMatchObject({ republished: true, uniqueSlug: `first-title-${postId}` });

    // Unlisting takes it out of every listing and count.
    await publish(writer.id, { postId, tags: ['beta tag'], visibility: 'UNLISTED' });
    expect([await tagCount('beta-tag'), await tagListing('beta-tag'), await profile(writer.id)]).toEqual([
      0,
      [],
      [],
    ]);
  });

  test('a publish costs three DynamoDB requests: the rate limit, one BatchGet, one transaction', async () => {
    const writer = await makeUser(table.data);
    const [first, second] = [
      await makeDraft(table.data, { creatorId: writer.id }),
      await makeDraft(table.data, { creatorId: writer.id }),
    ];
    await publish(writer.id, { postId: first!, tags: ['Budget'] }); // reads the flags (kept 30 s)
    const requests = countRequests(table.client);
    await publish(writer.id, { postId: second!, tags: ['Budget', 'Another'] });
    expect(requests.commands()).toEqual([
      'UpdateItemCommand',
      'BatchGetItemCommand',
      'TransactWriteItemsCommand',
      // Not the publish's: the answer selects Tag.postCount, read in one batch.
      'BatchGetItemCommand',
    ]);
    expect(requests.requests()[3]!.input).toMatchObject({
      RequestItems: { [table.table]: { Keys: expect.any(Array) } },
    });
    expect(JSON.stringify(requests.requests()[3]!.input)).toContain('$tag_1');
  });

  test('counts a new tag exactly when stories publish with it at the same time', async () => {
    const writer = await makeUser(table.data);
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => makeDraft(table.data, { creatorId: writer.id })),
    );
    const answers = await Promise.all(
      ids.map((postId) => publish(writer.id, { postId, tags: ['Concurrent'] })),
    );
    expect(answers.map((answer) => answer.__typename)).toEqual(['Post', 'Post', 'Post', 'Post']);
    expect(await tagCount('concurrent')).toBe(4);
    expect((await tagListing('concurrent')).sort()).toEqual([...ids].sort());
  });

  test('only the writer publishes; visitors, others and bad input are refused with the result vocabulary', async () => {
    const writer = await makeUser(table.data);
    const other = await makeUser(table.data);
    const postId = await makeDraft(table.data, { creatorId: writer.id });
    expect((await publish(undefined, { postId })).__typename).toBe('Unauthorized');
    expect((await publish(other.id, { postId })).__typename).toBe('NotFound');
    expect((await publish(writer.id, { postId: 'ffffffffffff' })).__typename).toBe('NotFound');
    expect(await publish(writer.id, { postId, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({
      __typename: 'BadRequest',
      message: 'input.tags: A story has at most 5 tags.',
    });
    expect((await publish(writer.id, { postId, tags: ['x'.repeat(26)] })).message).toMatch(/at most 25/);
    expect((await publish(writer.id, { postId, tags: ['!!!'] })).message).toMatch(/letter or a digit/);
    await publish(writer.id, { postId });
    expect((await publish(other.id, { postId })).__typename).toBe('Forbidden');
  });

  test('a draft without a title or a body is not published', async () => {
    const writer = await makeUser(table.data);
    const untitled = await makeDraft(table.data, { creatorId: writer.id, title: '   ' });
    expect(await publish(writer.id, { postId: untitled })).toEqual({
      __typename: 'BadRequest',
      message: 'Add a title before publishing.',
    });
    const empty = await makeDraft(table.data, {
      creatorId: writer.id,
      paragraphs: [{ name: 'p1', type: 'P', text: '  ', markups: [] }],
    });
    expect((await publish(writer.id, { postId: empty })).message).toBe('Write something before publishing.');
    expect((await table.data.entities.post.get({ id: empty }).go()).data?.status).toBe('DRAFT');
  });

  test('links to a banned host and suspended writers are refused, and nothing is written', async () => {
    await createFlagStore(table.data).set('publishing_banned_link_hosts', 'spam.example', 'test');
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, {
      creatorId: writer.id,
      paragraphs: [
        {
          name: 'p1',
          type: 'P',
          text: 'Buy now',
          markups: [{ type: 'A', start: 0, end: 7, href: 'https://shop.spam.example/deal' }],
        },
      ],
    });
    // The posts Lambda reads flags through a 30-second cache: a fresh API reads the value just set.
    const fresh = startLocalApi(table.data, Date.now, { queue: { send: async () => undefined } });
    const answer = await fresh.graphql(
      publishMutation,
      {
        input: {
          postId,
          tags: [],
          visibility: 'PUBLIC',
          isLocked: false,
          allowResponses: true,
          notifyFollowers: false,
        },
      },
      writer.id,
    );
    expect(answer.data!.publishPost).toEqual({
      __typename: 'PublishingRestrictedBannedLinks',
      message: expect.stringContaining('shop.spam.example'),
      hosts: ['shop.spam.example'],
    });
    const suspended = await makeUser(table.data, { isSuspended: true });
    const theirs = await makeDraft(table.data, { creatorId: suspended.id });
    expect((await publish(suspended.id, { postId: theirs })).__typename).toBe('AccountSuspended');
    const stored = await table.data.entities.post.get({ id: theirs }).go();
    expect(stored.data?.status).toBe('DRAFT');
    await createFlagStore(table.data).unset('publishing_banned_link_hosts');
  });

  test('a save landing between the read and the write cancels the publish: nothing half-published', async () => {
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, { creatorId: writer.id, title: 'Before the save' });
    const repository = createPublishingRepository(table.data);
    const state = await repository.findPublishingState(postId, writer.id, undefined, []);
    await saveDraft(table.data, {
      id: postId,
      creatorId: writer.id,
      title: 'After the save',
      paragraphs: [{ name: 'p', type: 'P', text: 'Newer', markups: [] }],
      version: 2,
    });
    const write = planPublish({
      request: {
        postId,
        tags: [],
        visibility: 'PUBLIC',
        isLocked: false,
        allowResponses: true,
        notifyFollowers: false,
      },
      state: { ...state, post: state.post!, draft: state.draft! },
      isEditor: false,
      now: Date.now(),
    });
    expect(await repository.publish(write)).toBe('changed');
    const { data: page } = await table.data.collections.postPage({ id: postId }).go();
    expect([page.post[0]?.status, page.postContent.length]).toEqual(['DRAFT', 0]);
  });

  test('thirty publishes an hour per writer, then RateLimited', async () => {
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, { creatorId: writer.id });
    for (let count = 0; count < 30; count += 1) await publish(writer.id, { postId });
    expect((await publish(writer.id, { postId })).__typename).toBe('RateLimited');
  });
});

describe('publication submissions', () => {
  const decide = async (field: string, postId: string, viewerId: string) =>
    (
      await api.graphql(
        `mutation { ${field}(postId: "${postId}") { __typename ... on Post { statusForCollection } ... on Forbidden { message } } }`,
        {},
        viewerId,
      )
    ).data![field];
  const pending = async (collectionId: string, viewerId: string) =>
    (
      await api.graphql(
        `query { pendingSubmissions(collectionId: "${collectionId}") { __typename ... on PostConnection { posts { id } } } }`,
        {},
        viewerId,
      )
    ).data!.pendingSubmissions;
  const inPublication = async (collectionId: string) =>
    (
      await api.graphql(`query { collection(id: "${collectionId}") { postsConnection { posts { id } } } }`)
    ).data!.collection.postsConnection.posts.map((post: { id: string }) => post.id);

  test('a writer submits, the editor sees it pending, approves it into the publication or declines it', async () => {
    const editor = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const publication = await makeCollection(table.data, { creatorId: editor.id });
    const [first, second] = await Promise.all([
      makeDraft(table.data, { creatorId: writer.id }),
      makeDraft(table.data, { creatorId: writer.id }),
    ]);
    for (const postId of [first!, second!]) {
      expect((await publish(writer.id, { postId, collectionId: publication.id })).statusForCollection).toBe(
        'PENDING',
      );
    }
    expect(
      (await pending(publication.id, editor.id)).posts.map((post: { id: string }) => post.id).sort(),
    ).toEqual([first, second].sort());
    expect((await pending(publication.id, writer.id)).__typename).toBe('Forbidden');
    expect(await inPublication(publication.id)).toEqual([]);
    expect((await decide('approvePostSubmission', first!, writer.id)).__typename).toBe('Forbidden');
    expect(await decide('approvePostSubmission', first!, editor.id)).toEqual({
      __typename: 'Post',
      statusForCollection: 'APPROVED',
    });
    expect(await decide('declinePostSubmission', second!, editor.id)).toEqual({
      __typename: 'Post',
      statusForCollection: 'REJECTED',
    });
    expect((await decide('declinePostSubmission', first!, editor.id)).__typename).toBe('Conflict');
    expect(await inPublication(publication.id)).toEqual([first]);
    // The approved (published) story goes to the publication's newsletter (decision 171); the declined does not.
    const approvals = sent.filter(
      ({ message }) => [first, second].includes(message.postId) && message.type === 'post-approved',
    );
    expect(approvals).toEqual([
      { queue: 'content-events', message: { type: 'post-approved', postId: first } },
    ]);
    expect((await pending(publication.id, editor.id)).posts).toEqual([]);
  });

  test("an editor's own story is in the publication at once", async () => {
    const editor = await makeUser(table.data);
    const publication = await makeCollection(table.data, { creatorId: editor.id });
    const postId = await makeDraft(table.data, { creatorId: editor.id });
    expect((await publish(editor.id, { postId, collectionId: publication.id })).statusForCollection).toBe(
      'APPROVED',
    );
    expect(await inPublication(publication.id)).toEqual([postId]);
  });
});

describe('pinning', () => {
  const pin = async (field: 'pinPost' | 'unpinPost', postId: string, viewerId: string) =>
    (
      await api.graphql(
        `mutation { ${field}(postId: "${postId}") { __typename ... on Post { pinnedAt } ... on MaxPinnedStoriesReached { maxPinnedStories } } }`,
        {},
        viewerId,
      )
    ).data![field];

  test('a writer pins up to three stories; the fourth is MaxPinnedStoriesReached until one is unpinned', async () => {
    const writer = await makeUser(table.data);
    const other = await makeUser(table.data);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const postId = await makeDraft(table.data, { creatorId: writer.id });
      await publish(writer.id, { postId });
      ids.push(postId);
    }
    const [a, b, c, d] = ids as [string, string, string, string];
    for (const postId of [a, b, c])
      expect((await pin('pinPost', postId, writer.id)).pinnedAt).toEqual(expect.any(Number));
    expect(await pin('pinPost', a, writer.id)).toEqual({ __typename: 'Post', pinnedAt: expect.any(Number) });
    expect(await pin('pinPost', d, writer.id)).toEqual({
      __typename: 'MaxPinnedStoriesReached',
      maxPinnedStories: 3,
    });
    expect((await pin('pinPost', d, other.id)).__typename).toBe('Forbidden');
    expect(await pin('unpinPost', b, writer.id)).toEqual({ __typename: 'Post', pinnedAt: null });
    expect((await pin('pinPost', d, writer.id)).__typename).toBe('Post');
    expect((await table.data.entities.user.get({ id: writer.id }).go()).data?.pinnedPostIds).toHaveLength(3);
  });

  const pinnedOnProfile = async (userId: string) =>
    (
      await api.graphql(`query { userResult(id: "${userId}") { ... on User { pinnedPosts { id title } } } }`)
    ).data!.userResult.pinnedPosts.map((post: { id: string }) => post.id);

  test('the profile shows the pinned stories, latest pinned first; a trashed one leaves them and frees its place', async () => {
    const writer = await makeUser(table.data);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const postId = await makeDraft(table.data, { creatorId: writer.id });
      await publish(writer.id, { postId });
      ids.push(postId);
    }
    const [a, b, c] = ids as [string, string, string];
    expect(await pinnedOnProfile(writer.id)).toEqual([]);
    for (const postId of [b, a, c]) {
      await pin('pinPost', postId, writer.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const requests = countRequests(table.client);
    expect(await pinnedOnProfile(writer.id)).toEqual([c, a, b]);
    // The user's GetItem, then ONE BatchGet of the pinned stories.
    expect(requests.commands().filter((command) => command === 'BatchGetItemCommand')).toHaveLength(1);

    const trashed = await api.graphql(
      `mutation { deletePost(targetPostId: "${a}") { __typename } }`,
      {},
      writer.id,
    );
    expect(trashed.data!.deletePost.__typename).toBe('MovedPost');
    expect(await pinnedOnProfile(writer.id)).toEqual([c, b]);
    expect((await table.data.entities.user.get({ id: writer.id }).go()).data?.pinnedPostIds).toHaveLength(2);
    const fourth = await makeDraft(table.data, { creatorId: writer.id });
    await publish(writer.id, { postId: fourth });
    expect((await pin('pinPost', fourth, writer.id)).__typename).toBe('Post');
  });
});
