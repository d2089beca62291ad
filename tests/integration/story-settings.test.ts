import { storySettingsLimits, storySettingsMessages } from '#contract/story-settings.ts';
import { writingLimits } from '#functions/posts/rate-limits.ts';
import { createSettingsRepository } from '#functions/posts/settings/repository.ts';
import { storySettingsResultMessages } from '#functions/posts/settings/service.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import type { QueueName } from '#shared/queues/queue-sender.ts';
import { countRequests } from '#local/request-counter.ts';
import { makeDraft, saveDraft } from '#fixtures/drafts.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Story settings through the local AppSync and the posts Lambda, over DynamoDB Local: only the writer
 * reads and changes them, every value is validated, a published story's cached pages are made stale,
 * readers get what the page head needs, and the home feed honours showInRecommendations.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let requests: ReturnType<typeof countRequests>;
const sent: { queue: QueueName; message: any }[] = [];
const clock = { now: Date.UTC(2026, 6, 1, 12) };

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, () => clock.now, {
    queue: {
      send: async (queue, messages) => void sent.push(...messages.map((message) => ({ queue, message }))),
    },
  });
});
afterAll(() => table.close());
beforeEach(() => {
  clock.now += 60_000;
  sent.length = 0;
});

type Data = Record<string, any>;

const settingsFields = `id slug seoTitle seoDescription canonicalUrl showInRecommendations createdAt wordCount
  post { id title uniqueSlug isPublished seoTitle seoDescription canonicalUrl creator { username } }`;
const problems = '... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message }';

async function call(document: string, variables: Record<string, unknown>, field: string, viewerId?: string) {
  const body = await api.graphql(document, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data![field] as Data;
}

const readSettings = (postId: string, viewerId?: string) =>
  call(
    `query S($postId: ID!) { postSettings(postId: $postId) { __typename
      ... on PostSettings { ${settingsFields} } ${problems} } }`,
    { postId },
    'postSettings',
    viewerId,
  );

const update = (input: Record<string, unknown>, viewerId?: string) =>
  call(
    `mutation U($input: UpdatePostSettingsInput!) { updatePostSettings(input: $input) { __typename
      ... on PostSettings { ${settingsFields} } ${problems} ... on RateLimited { message } } }`,
    { input },
    'updatePostSettings',
    viewerId,
  );

const readerView = (id: string) =>
  call(
    `query P($id: ID!) { postResult(id: $id) { __typename
      ... on Post { title uniqueSlug seoTitle seoDescription canonicalUrl } } }`,
    { id },
    'postResult',
  );

const stored = async (id: string) =>
  (await table.data.entities.post.get({ id }).go({ consistent: true })).data!;

async function publishedStory(username: string, overrides: Record<string, unknown> = {}) {
  const writer = await makeUser(table.data, { username });
  const { post } = await makePost(table.data, {
    creatorId: writer.id,
    title: 'Cities at night',
    tags: [],
    createdAt: clock.now - 3_600_000,
    updatedAt: clock.now - 3_600_000,
    ...overrides,
  });
  return { writer, post };
}

describe('postSettings', () => {
  test('the writer reads the settings and facts of a story in one BatchGet; anyone else finds nothing', async () => {
    const { writer, post } = await publishedStory('settingsreader');
    const other = await makeUser(table.data, { username: 'settingsstranger' });

    requests.reset();
    const settings = await readSettings(post.id, writer.id);
    // The story, its body and its draft in one BatchGet; Post.creator, resolved by the users Lambda, another.
    expect(requests.commands()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    expect(settings).toEqual({
      __typename: 'PostSettings',
      id: post.id,
      slug: 'a-story',
      seoTitle: null,
      seoDescription: null,
      canonicalUrl: null,
      showInRecommendations: true,
      createdAt: Math.floor(post.createdAt / 1000),
      // The factory's body: twelve paragraphs of generated prose.
      wordCount: expect.any(Number),
      post: expect.objectContaining({ id: post.id, uniqueSlug: post.uniqueSlug, isPublished: true }),
    });
    expect(settings.wordCount).toBeGreaterThan(12);

    // Someone else's story answers as an unknown id does.
    expect(await readSettings('0123456789ab', writer.id)).toEqual({
      __typename: 'NotFound',
      message: 'No story with id 0123456789ab.',
    });
    expect(await readSettings(post.id, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${post.id}.`,
    });
    expect(await readSettings(post.id)).toEqual({
      __typename: 'Unauthorized',
      message: storySettingsResultMessages.signIn,
    });
    expect((await readSettings('not-an-id', writer.id)).__typename).toBe('BadRequest');
  });

  test('a story in the trash has no settings; a draft counts the words of its working copy', async () => {
    const { writer, post } = await publishedStory('settingstrash', { status: 'DELETED' });
    expect((await readSettings(post.id, writer.id)).__typename).toBe('NotFound');
    const draftId = await makeDraft(table.data, {
      creatorId: writer.id,
      paragraphs: [{ name: 'a1', type: 'P', text: 'Four words, no more.', markups: [] }],
    });
    expect(await readSettings(draftId, writer.id)).toMatchObject({ slug: '', wordCount: 4 });
  });
});

describe('updatePostSettings', () => {
  test('SEO title and description: trimmed, shown to readers, removed by an empty text', async () => {
    const { writer, post } = await publishedStory('settingsseo');
    const saved = await update(
      { postId: post.id, seoTitle: '  Night walks in Lisbon  ', seoDescription: 'Where to walk after dark.' },
      writer.id,
    );
    expect(saved).toMatchObject({
      seoTitle: 'Night walks in Lisbon',
      seoDescription: 'Where to walk after dark.',
    });
    expect(await readerView(post.id)).toMatchObject({
      seoTitle: 'Night walks in Lisbon',
      seoDescription: 'Where to walk after dark.',
      canonicalUrl: null,
    });
    // Only what the input gives changes.
    expect(await update({ postId: post.id, seoTitle: '' }, writer.id)).toMatchObject({
      seoTitle: null,
      seoDescription: 'Where to walk after dark.',
    });
    expect(await stored(post.id)).not.toHaveProperty('seoTitle');
  });

  test('values beyond the rules are refused with their message, and nothing is written', async () => {
    const { writer, post } = await publishedStory('settingsrules');
    const before = await stored(post.id);
    const refused = async (input: Record<string, unknown>, message: string) => {
      expect(await update({ postId: post.id, ...input }, writer.id)).toEqual({
        __typename: 'BadRequest',
        message: expect.stringContaining(message),
      });
    };
    await refused(
      { seoTitle: 'x'.repeat(storySettingsLimits.seoTitleMaxLength + 1) },
      storySettingsMessages.seoTitleTooLong,
    );
    await refused(
      { seoDescription: 'x'.repeat(storySettingsLimits.seoDescriptionMaxLength + 1) },
      storySettingsMessages.seoDescriptionTooLong,
    );
    for (const canonicalUrl of [
      'example.com/a',
      'ftp://example.com/a',
      'javascript:alert(1)',
      'https://me:pw@example.com/',
    ])
      await refused({ canonicalUrl }, storySettingsMessages.canonicalUrlInvalid);
    for (const slug of ['Upper', '-lead', 'trail-', 'two--dashes', 'spaces here', 'é', 'x'.repeat(101)])
      await refused({ slug }, storySettingsMessages.slugInvalid);
    // A whole valid section with one bad value writes none of it.
    await refused({ seoTitle: 'Fine', canonicalUrl: 'nope' }, storySettingsMessages.canonicalUrlInvalid);
    expect(await stored(post.id)).toEqual(before);
    expect(
      await update(
        { postId: post.id, seoTitle: 'x'.repeat(storySettingsLimits.seoTitleMaxLength) },
        writer.id,
      ),
    ).toMatchObject({ __typename: 'PostSettings' });
  });

  test('a canonical link points the story elsewhere; a published story’s pages are made stale', async () => {
    const { writer, post } = await publishedStory('settingscanon');
    const url = 'https://writer.example/blog/cities-at-night';
    expect(await update({ postId: post.id, canonicalUrl: url }, writer.id)).toMatchObject({
      canonicalUrl: url,
    });
    expect(await readerView(post.id)).toMatchObject({ canonicalUrl: url });
    expect(sent).toEqual([
      {
        queue: 'content-events',
        message: {
          type: 'post-settings-changed',
          eventId: `${post.id}-settings-${clock.now}`,
          postId: post.id,
          uniqueSlugs: [post.uniqueSlug],
          username: 'settingscanon',
          collectionSlug: null,
        },
      },
    ]);
    // Recommendations change no page; the same value again writes nothing.
    sent.length = 0;
    clock.now += 1000;
    await update({ postId: post.id, showInRecommendations: false, canonicalUrl: url }, writer.id);
    const written = clock.now;
    clock.now += 1000;
    await update({ postId: post.id, showInRecommendations: false }, writer.id);
    expect(sent).toEqual([]);
    expect(await stored(post.id)).toMatchObject({ showInRecommendations: false, updatedAt: written });
  });

  test('a custom slug keeps the id at the end, survives a republish, and stales both links', async () => {
    const writer = await makeUser(table.data, { username: 'settingsslug' });
    const collection = await makeCollection(table.data, { creatorId: writer.id, slug: 'night-notes' });
    const id = await makeDraft(table.data, { creatorId: writer.id, title: 'Cities at night' });
    const publishInput = {
      postId: id,
      tags: [],
      visibility: 'PUBLIC',
      isLocked: false,
      collectionId: collection.id,
      allowResponses: true,
      notifyFollowers: false,
    };
    const publish = () =>
      call(
        `mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on Post { uniqueSlug } } }`,
        { input: publishInput },
        'publishPost',
        writer.id,
      );

    expect(await update({ postId: id, slug: 'lisbon-after-dark' }, writer.id)).toEqual({
      __typename: 'BadRequest',
      message: storySettingsMessages.slugBeforePublishing,
    });
    expect(await publish()).toEqual({ __typename: 'Post', uniqueSlug: `cities-at-night-${id}` });
    sent.length = 0;

    clock.now += 1000;
    const changed = await update({ postId: id, slug: 'lisbon-after-dark' }, writer.id);
    expect(changed).toMatchObject({
      slug: 'lisbon-after-dark',
      post: { uniqueSlug: `lisbon-after-dark-${id}` },
    });
    expect(sent.map((entry) => entry.message)).toEqual([
      expect.objectContaining({
        uniqueSlugs: [`cities-at-night-${id}`, `lisbon-after-dark-${id}`],
        collectionSlug: 'night-notes',
      }),
      // The search hit's link changed too (decision 231).
      { type: 'reindex', kind: 'post', id },
    ]);

    clock.now += 1000;
    await saveDraft(table.data, {
      id,
      creatorId: writer.id,
      title: 'Cities at night, again',
      paragraphs: [{ name: 'a1', type: 'P', text: 'New words.', markups: [] }],
      version: 2,
    });
    expect(await publish()).toEqual({ __typename: 'Post', uniqueSlug: `lisbon-after-dark-${id}` });
    expect(await readSettings(id, writer.id)).toMatchObject({ slug: 'lisbon-after-dark' });
  });

  test('only the writer changes a story; a visitor is asked to sign in; nothing is written for them', async () => {
    const { post } = await publishedStory('settingsowner');
    const other = await makeUser(table.data, { username: 'settingsintruder' });
    const before = await stored(post.id);
    expect(await update({ postId: post.id, seoTitle: 'Mine now' }, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${post.id}.`,
    });
    expect(await update({ postId: post.id, seoTitle: 'Mine now' })).toEqual({
      __typename: 'Unauthorized',
      message: storySettingsResultMessages.signIn,
    });
    expect(await stored(post.id)).toEqual(before);
    expect(sent).toEqual([]);
  });

  test('changes are rate limited per writer; a refused change writes nothing', async () => {
    const { writer, post } = await publishedStory('settingslimited');
    const rule = writingLimits.settings;
    await table.data.entities.rateLimit
      .put({
        bucket: rule.bucket,
        key: writer.id,
        windowStart: windowStartOf(rule, clock.now),
        count: rule.limit,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    expect(await update({ postId: post.id, seoTitle: 'Too many' }, writer.id)).toEqual({
      __typename: 'RateLimited',
      message: rule.message,
    });
    expect(await stored(post.id)).not.toHaveProperty('seoTitle');
  });

  test('a write meets a story changed since it was read: refused, so the shelf and a publish stay right', async () => {
    const { post } = await publishedStory('settingsrace');
    const settings = createSettingsRepository(table.data, {
      ...createUserReads(table.data),
      ...createCollectionReads(table.data),
    });
    const stale = { ...post, updatedAt: post.updatedAt - 1 };
    expect(await settings.writeSettings(stale, { set: { seoTitle: 'Late' }, remove: [] }, clock.now)).toBe(
      false,
    );
    expect(await settings.writeSettings(post, { set: { seoTitle: 'On time' }, remove: [] }, clock.now)).toBe(
      true,
    );
    // The story stays on its shelf (gsi4) of Your stories, under its new updatedAt.
    const shelf = await table.data.entities.post.query
      .byShelf({ creatorId: post.creatorId, shelf: 'public' })
      .go();
    expect(shelf.data.map((item) => [item.id, item.updatedAt, item.seoTitle])).toEqual([
      [post.id, clock.now, 'On time'],
    ]);
  });
});

test('a story kept out of recommendations leaves the home feed and stays on its writer’s profile', async () => {
  const { writer, post } = await publishedStory('settingsrecs', { firstPublishedAt: clock.now + 10 ** 9 });
  const feedIds = async () =>
    (
      await call('{ latestPostsFeed(paging: { limit: 5 }) { posts { id } } }', {}, 'latestPostsFeed')
    ).posts.map((item: Data) => item.id);
  expect(await feedIds()).toContain(post.id);
  await update({ postId: post.id, showInRecommendations: false }, writer.id);
  expect(await feedIds()).not.toContain(post.id);
  const profile = await call(
    `query U($id: ID!) { userResult(id: $id) { ... on User { postsConnection(paging: { limit: 5 }) { posts { id } } } } }`,
    { id: writer.id },
    'userResult',
  );
  expect(profile.postsConnection.posts.map((item: Data) => item.id)).toContain(post.id);
});
