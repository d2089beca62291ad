import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import type { NewPost } from '#fixtures/factories.ts';

/**
 * The tag page's server (issue #16) through the local AppSync over DynamoDB Local: latest stories with
 * paging, top stories per period, the archive by year and month, and following a tag with an exact
 * count. A table of its own, with a clock fixed at `now`.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const now = Date.UTC(2026, 10, 20, 12);
const day = 24 * 60 * 60 * 1000;
const ids: Record<string, string> = {};
const people = { writer: '', muted: '', reader: '', other: '' };

/** A story under tags as a publish lists it: the post and each tag's tagPost item. */
async function listed(
  name: string,
  creatorId: string,
  publishedAt: number,
  clapCount: number,
  extra: Partial<NewPost> = {},
  tags = ['coffee'],
) {
  const { post } = await makePost(
    table.data,
    {
      creatorId,
      firstPublishedAt: publishedAt,
      clapCount,
      tags: tags.map((slug) => ({ slug, displayTitle: slug.toUpperCase() })),
      ...extra,
    },
    { paragraphs: null },
  );
  for (const tagSlug of tags) {
    await table.data.entities.tagPost.put({ tagSlug, postId: post.id, publishedAt }).go();
  }
  ids[name] = post.id;
}

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => now);
  const [writer, muted, reader, other] = await Promise.all(
    ['tagwriter', 'tagmuted', 'tagreader', 'tagother'].map((username) => makeUser(table.data, { username })),
  );
  Object.assign(people, { writer: writer!.id, muted: muted!.id, reader: reader!.id, other: other!.id });
  await table.data.entities.tag.put({ slug: 'coffee', displayTitle: 'Coffee', postCount: 5 }).go();
  await table.data.entities.tag.put({ slug: 'archive', displayTitle: 'Archive', postCount: 3 }).go();
  await listed('week', people.writer, now - 2 * day, 5);
  await listed('weekTop', people.writer, now - 3 * day, 50);
  await listed('month', people.writer, now - 20 * day, 100);
  await listed('year', people.writer, now - 200 * day, 500);
  await listed('old', people.writer, now - 900 * day, 5000);
  await listed('muted', people.muted, now - day, 1000);
  await listed('unlisted', people.writer, now - day / 2, 2000, { visibility: 'UNLISTED' });
  await listed('trashed', people.writer, now - day / 3, 3000, { status: 'DELETED' });
  await listed('march10', people.writer, Date.UTC(2025, 2, 10), 1, {}, ['archive']);
  await listed('march31', people.writer, Date.UTC(2025, 2, 31, 23, 59), 1, {}, ['archive']);
  await listed('april1', people.writer, Date.UTC(2025, 3, 1), 1, {}, ['archive']);
  const muting = await api.graphql(
    'mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }',
    { id: people.muted },
    people.reader,
  );
  expect(muting.data?.muteUser.__typename).toBe('User');
});
afterAll(() => table.close());

const postIds = (posts: { id: string }[]) => posts.map((post) => post.id);
const storiesNamed = (...names: string[]) => names.map((name) => ids[name]);

async function ask(query: string, variables: Record<string, unknown>, viewerId?: string) {
  const body = await api.graphql(query, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('latest', () => {
  const latest = `query ($slug: ID!, $paging: PagingOptions) {
    tag(tagSlug: $slug) { id displayTitle postCount followerCount
      postsConnection(paging: $paging) { posts { id } pagingInfo { next { limit to } } } }
  }`;

  async function readAll(viewerId?: string) {
    const seen: string[] = [];
    let paging: Record<string, unknown> | null = { limit: 2 };
    for (let page = 0; paging && page < 10; page += 1) {
      const { tag } = await ask(latest, { slug: 'coffee', paging }, viewerId);
      seen.push(...postIds(tag.postsConnection.posts));
      paging = tag.postsConnection.pagingInfo.next;
    }
    return seen;
  }

  test('pages newest first; unlisted and trashed stories never, the muted writer not for their muter', async () => {
    expect(await readAll(people.reader)).toEqual(storiesNamed('week', 'weekTop', 'month', 'year', 'old'));
    expect(await readAll()).toEqual(storiesNamed('muted', 'week', 'weekTop', 'month', 'year', 'old'));
  });

  test('the tag comes with its counts; an unknown tag is null (the 404 page)', async () => {
    const { tag } = await ask(latest, { slug: 'Coffee', paging: { limit: 1 } });
    expect(tag).toMatchObject({ id: 'coffee', displayTitle: 'Coffee', postCount: 5, followerCount: 0 });
    expect((await ask(latest, { slug: 'no-such-tag' })).tag).toBeNull();
  });
});

describe('top', () => {
  const top = `query ($slug: ID!, $period: TagTimePeriod!) {
    tag(tagSlug: $slug) { topPosts(timePeriod: $period) { id clapCount } }
  }`;

  test.each([
    ['WEEK', ['weekTop', 'week']],
    ['MONTH', ['month', 'weekTop', 'week']],
    ['YEAR', ['year', 'month', 'weekTop', 'week']],
    ['ALL_TIME', ['old', 'year', 'month', 'weekTop', 'week']],
  ])('%s ranks the period’s stories by claps and leaves out the others', async (period, names) => {
    const { tag } = await ask(top, { slug: 'coffee', period }, people.reader);
    expect(postIds(tag.topPosts)).toEqual(storiesNamed(...names));
  });

  test('a visitor sees the muted writer’s story ranked among them', async () => {
    const { tag } = await ask(top, { slug: 'coffee', period: 'WEEK' });
    expect(postIds(tag.topPosts)).toEqual(storiesNamed('muted', 'weekTop', 'week'));
  });

  test('an unknown period is refused', async () => {
    const body = await api.graphql(top, { slug: 'coffee', period: 'DECADE' });
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('archive', () => {
  const archive = `query ($slug: ID!, $year: Int!, $month: Int) {
    tag(tagSlug: $slug) { archiveYears archivePostsConnection(year: $year, month: $month) { posts { id } } }
  }`;

  test('a month holds the stories first published in it, to its last minute; a year all of its months', async () => {
    const march = await ask(archive, { slug: 'archive', year: 2025, month: 3 });
    expect(postIds(march.tag.archivePostsConnection.posts)).toEqual(storiesNamed('march31', 'march10'));
    expect(march.tag.archiveYears).toEqual([2026, 2025]);
    const year = await ask(archive, { slug: 'archive', year: 2025 });
    expect(postIds(year.tag.archivePostsConnection.posts)).toEqual(
      storiesNamed('april1', 'march31', 'march10'),
    );
    const empty = await ask(archive, { slug: 'archive', year: 2024, month: 12 });
    expect(empty.tag.archivePostsConnection.posts).toEqual([]);
  });

  test('a month out of 1–12 is refused', async () => {
    const body = await api.graphql(archive, { slug: 'archive', year: 2025, month: 13 });
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('following a tag', () => {
  const change = (field: 'followTag' | 'unfollowTag') => `mutation ($slug: ID!) {
    ${field}(tagSlug: $slug) { __typename ... on Tag { id followerCount viewerEdge { isFollowing } } }
  }`;
  const state = `query { tag(tagSlug: "coffee") { followerCount viewerEdge { isFollowing } } }`;

  test('follow and unfollow count exactly once, also when two follows race', async () => {
    const followed = await ask(change('followTag'), { slug: 'coffee' }, people.reader);
    expect(followed.followTag).toEqual({
      __typename: 'Tag',
      id: 'coffee',
      followerCount: 1,
      viewerEdge: { isFollowing: true },
    });
    const again = await ask(change('followTag'), { slug: 'coffee' }, people.reader);
    expect(again.followTag.__typename).toBe('AlreadyExists');
    await Promise.all([
      api.graphql(change('followTag'), { slug: 'coffee' }, people.other),
      api.graphql(change('followTag'), { slug: 'coffee' }, people.other),
    ]);
    expect((await ask(state, {}, people.other)).tag).toEqual({
      followerCount: 2,
      viewerEdge: { isFollowing: true },
    });
    for (let time = 0; time < 2; time += 1) {
      const left = await ask(change('unfollowTag'), { slug: 'coffee' }, people.reader);
      expect(left.unfollowTag).toMatchObject({ followerCount: 1, viewerEdge: { isFollowing: false } });
    }
    expect((await ask(state, {})).tag).toEqual({ followerCount: 1, viewerEdge: { isFollowing: false } });
  });

  test('an unknown tag is NotFound and a visitor Unauthorized, changing nothing', async () => {
    const unknown = await ask(change('followTag'), { slug: 'no-such-tag' }, people.reader);
    expect(unknown.followTag.__typename).toBe('NotFound');
    const visitor = await ask(change('followTag'), { slug: 'coffee' });
    expect(visitor.followTag.__typename).toBe('Unauthorized');
    expect(await table.data.entities.tag.get({ slug: 'no-such-tag' }).go()).toMatchObject({ data: null });
  });
});
