import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { createTestTable } from '#fixtures/table.ts';
import type { FolioData } from '#shared/data/data.ts';

/**
 * Topics and the tag's tabs (issue #16, decisions 216–219) through the local AppSync over DynamoDB
 * Local: the catalogue with its counts and visibility, following topics as onboarding does, the
 * followed tags private to their reader, the suggestions, the recommended and who-to-follow tabs and
 * related tags; then /topic/{topicSlug} through the whole platform (the redirect and its cache decision).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const now = Date.UTC(2026, 10, 20, 12);
const day = 24 * 60 * 60 * 1000;
const people = { ana: '', ben: '', muted: '', reader: '', other: '' };

/** A listed story under tags, as a publish lists it: the story, each tag's tagPost and count. */
async function listed(
  data: FolioData,
  creatorId: string,
  daysOld: number,
  clapCount: number,
  tags: string[],
) {
  const publishedAt = now - daysOld * day;
  const { post } = await makePost(
    data,
    {
      creatorId,
      firstPublishedAt: publishedAt,
      clapCount,
      tags: tags.map((slug) => ({ slug, displayTitle: slug.toUpperCase() })),
    },
    { paragraphs: null },
  );
  for (const tagSlug of tags) {
    await data.entities.tagPost.put({ tagSlug, postId: post.id, publishedAt }).go();
    await data.entities.tag
      .upsert({ slug: tagSlug })
      .ifNotExists({ displayTitle: tagSlug.toUpperCase() })
      .add({ postCount: 1 })
      .go();
  }
  return post.id;
}

const stories: Record<string, string> = {};

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => now);
  const users = await Promise.all(
    ['ana', 'ben', 'muted', 'reader', 'other'].map((username) => makeUser(table.data, { username })),
  );
  users.forEach((user, index) => {
    people[(['ana', 'ben', 'muted', 'reader', 'other'] as const)[index]!] = user.id;
  });
  stories.anaNew = await listed(table.data, people.ana, 1, 10, ['design', 'ux']);
  stories.anaOld = await listed(table.data, people.ana, 30, 40, ['design']);
  stories.anaThird = await listed(table.data, people.ana, 2, 20, ['design']);
  stories.ben = await listed(table.data, people.ben, 3, 100, ['design', 'writing']);
  stories.muted = await listed(table.data, people.muted, 1, 500, ['design']);
  stories.tech = await listed(table.data, people.ben, 1, 5, ['technology']);
  stories.books = await listed(table.data, people.ana, 1, 5, ['books']);
  const muting = await api.graphql(
    'mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }',
    { id: people.muted },
    people.reader,
  );
  expect(muting.data?.muteUser.__typename).toBe('User');
});
afterAll(() => table.close());

async function ask(query: string, variables: Record<string, unknown> = {}, viewerId?: string) {
  const body = await api.graphql(query, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('the catalogue', () => {
  const topics = `{ topics { id name visibility tagId tags { id postCount } } }`;

  test('lists the public topics with their tags that have stories and their counts', async () => {
    const { topics: listed } = await ask(topics);
    const design = listed.find((topic: { id: string }) => topic.id === 'design');
    expect(design).toEqual({
      id: 'design',
      name: 'Design',
      visibility: 'PUBLIC',
      tagId: 'design',
      // product-design and accessibility have no story: not shown.
      tags: [
        { id: 'design', postCount: 5 },
        { id: 'ux', postCount: 1 },
      ],
    });
    expect(new Set(listed.map((topic: { visibility: string }) => topic.visibility))).toEqual(
      new Set(['PUBLIC']),
    );
  });

  test('a special topic answers at its slug; a staff topic is nobody else’s; the cache controller reads the tag id', async () => {
    const one = `query ($slug: ID!) { topic(topicSlug: $slug) { id tagId visibility } }`;
    expect((await ask(one, { slug: 'self-improvement' })).topic).toEqual({
      id: 'self-improvement',
      tagId: 'self-improvement',
      visibility: 'SPECIAL',
    });
    expect((await ask(one, { slug: 'editors-desk' }, people.reader)).topic).toBeNull();
    expect((await ask(one, { slug: 'no-such-topic' })).topic).toBeNull();
  });
});

describe('following topics (onboarding)', () => {
  const follow = `mutation ($slug: ID!) { followTopic(topicSlug: $slug) {
    __typename ... on Topic { id viewerEdge { isFollowing } tags { id followerCount viewerEdge { isFollowing } } } } }`;
  const unfollow = `mutation ($slug: ID!) { unfollowTopic(topicSlug: $slug) {
    __typename ... on Topic { viewerEdge { isFollowing } } } }`;
  const followedTags = `{ viewer { followingTagsConnection(paging: { limit: 10 }) { tags { id } } } }`;

  test('three topics picked follow their tags, counted once each; the topic then shows Following', async () => {
    for (const slug of ['design', 'technology', 'writing']) {
      const { followTopic } = await ask(follow, { slug }, people.other);
      expect(followTopic.__typename).toBe('Topic');
      expect(followTopic.viewerEdge.isFollowing).toBe(true);
    }
    // Following again changes nothing.
    const { followTopic: again } = await ask(follow, { slug: 'design' }, people.other);
    expect(again.tags).toEqual([
      { id: 'design', followerCount: 1, viewerEdge: { isFollowing: true } },
      { id: 'ux', followerCount: 1, viewerEdge: { isFollowing: true } },
    ]);
    const { viewer } = await ask(followedTags, {}, people.other);
    expect(new Set(viewer.followingTagsConnection.tags.map((tag: { id: string }) => tag.id))).toEqual(
      new Set(['design', 'ux', 'technology', 'writing', 'books']),
    );
  });

  test('unfollowing a topic unfollows its tags', async () => {
    await ask(follow, { slug: 'travel' }, people.ben);
    await ask(follow, { slug: 'design' }, people.ben);
    const { unfollowTopic } = await ask(unfollow, { slug: 'design' }, people.ben);
    expect(unfollowTopic.viewerEdge.isFollowing).toBe(false);
    const { viewer } = await ask(followedTags, {}, people.ben);
    expect(viewer.followingTagsConnection.tags).toEqual([]);
  });

  test('a visitor is asked to sign in; an unknown or staff topic is NotFound', async () => {
    expect((await ask(follow, { slug: 'design' })).followTopic.__typename).toBe('Unauthorized');
    expect((await ask(follow, { slug: 'nope' }, people.reader)).followTopic.__typename).toBe('NotFound');
    expect((await ask(follow, { slug: 'editors-desk' }, people.reader)).followTopic.__typename).toBe(
      'NotFound',
    );
  });

  test("a reader's followed tags are theirs alone", async () => {
    const theirs = `query ($id: ID!) { userResult(id: $id) { ... on User { followingTagsConnection(paging: { limit: 10 }) { tags { id } } } } }`;
    expect(
      (await ask(theirs, { id: people.other }, people.reader)).userResult.followingTagsConnection,
    ).toBeNull();
    expect((await ask(theirs, { id: people.other })).userResult.followingTagsConnection).toBeNull();
    const own = (await ask(theirs, { id: people.other }, people.other)).userResult.followingTagsConnection;
    expect(own.tags.length).toBeGreaterThan(0);
  });
});

describe("the tag's tabs", () => {
  const tabs = `query ($slug: ID!) { tag(tagSlug: $slug) {
    recommendedPosts { id } topWriters { id } relatedTags { id } } }`;

  test('recommended: weighed by age, two a writer at most, the muted writer not for their muter', async () => {
    const { tag } = await ask(tabs, { slug: 'design' }, people.reader);
    const ids = tag.recommendedPosts.map((post: { id: string }) => post.id);
    expect(ids).toEqual([stories.ben, stories.anaThird, stories.anaNew]);
    const visitor = (await ask(tabs, { slug: 'design' })).tag.recommendedPosts.map(
      (post: { id: string }) => post.id,
    );
    expect(visitor[0]).toBe(stories.muted);
  });

  test('who to follow: writers by their claps in the tag, without the viewer and the muted', async () => {
    expect((await ask(tabs, { slug: 'design' }, people.reader)).tag.topWriters).toEqual([
      { id: people.ben },
      { id: people.ana },
    ]);
    expect((await ask(tabs, { slug: 'design' }, people.ben)).tag.topWriters).toEqual([
      { id: people.muted },
      { id: people.ana },
    ]);
  });

  test('related tags: its topic neighbours with stories first, then the tags beside it', async () => {
    const related = (await ask(tabs, { slug: 'design' })).tag.relatedTags.map(
      (tag: { id: string }) => tag.id,
    );
    expect(related).toEqual(['ux', 'writing']);
  });
});

describe('suggestions', () => {
  const suggestions = `{ followSuggestions { tags { id } writers { id } } }`;

  test('tags beside the followed ones first, writers of the followed tags not yet followed', async () => {
    const reader = (await makeUser(table.data, { username: 'suggested' })).id;
    await ask(`mutation { followTag(tagSlug: "ux") { __typename } }`, {}, reader);
    await ask(
      `mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }`,
      { id: people.ben },
      reader,
    );
    const { followSuggestions } = await ask(suggestions, {}, reader);
    const tags = followSuggestions.tags.map((tag: { id: string }) => tag.id);
    expect(tags[0]).toBe('design');
    expect(tags).not.toContain('ux');
    expect(followSuggestions.writers).toEqual([{ id: people.ana }]);
  });

  test('a visitor has none', async () => {
    expect((await ask(suggestions)).followSuggestions).toBeNull();
  });
});

describe('/topic/{topicSlug} through the platform', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime({
      prepare: async ({ data }) => {
        const writer = await makeUser(data, { username: 'topicwriter' });
        await listed(data, writer.id, 1, 1, ['design']);
      },
    });
  });
  afterAll(() => runtime.stop());

  const get = (path: string) => fetch(`${runtime.url}${path}`, { redirect: 'manual' });

  test("a topic is a 301 to its main tag, kept for visitors by the topic's cache decision", async () => {
    const response = await get('/topic/design?source=app');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/tag/design?source=app');
    expect(response.headers.get('x-folio-cache-decision')).toBe('topic');
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });

  test('an unknown topic, or a staff topic for a visitor, is the 404 page', async () => {
    expect((await get('/topic/no-such-topic')).status).toBe(404);
    expect((await get('/topic/editors-desk')).status).toBe(404);
  });

  test('the tag page itself is cached for visitors by its tag id', async () => {
    const response = await get('/tag/design');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-folio-cache-decision')).toBe('topic');
  });
});
