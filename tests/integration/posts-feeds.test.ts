import { createHandler } from '#functions/posts/handler.ts';
import type { PostConnection, StaffPicksFeed } from '#functions/posts/service.ts';
import { invalidCursorMessage } from '#shared/data/cursor.ts';
import { resolverEvent, batchResolverEvents } from '#fixtures/appsync-event.ts';
import { makeCollection, makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** The paged feeds (latest, staff picks, a writer's stories, a publication's stories) and Tag.postCount. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let requests: ReturnType<typeof countRequests>;
const ids = { writer: '', other: '', collection: '' };
/** Listed stories, newest first, per feed. */
const expected = { latest: [] as string[], writer: [] as string[], collection: [] as string[] };
const unlisted: string[] = [];
const minute = 60_000;
const at = (n: number) => Date.UTC(2026, 2, 1) + n * minute;

beforeAll(async () => {
  table = await createTestTable();
  handler = createHandler(table.data);
  requests = countRequests(table.client);
  const { data } = table;
  ids.writer = (await makeUser(data)).id;
  ids.other = (await makeUser(data)).id;
  ids.collection = (await makeCollection(data)).id;
  // Listed: seven stories by the writer (odd ones approved in the publication), three by another writer
  // (one only pending in the publication). Times interleave so the latest feed mixes both writers.
  const listed: { id: string; at: number; byWriter: boolean; approved: boolean }[] = [];
  for (const n of [1, 2, 3, 4, 5, 6, 7]) {
    const approved = n % 2 === 1;
    const { post } = await makePost(data, {
      creatorId: ids.writer,
      firstPublishedAt: at(n),
      ...(approved ? { collectionId: ids.collection, statusForCollection: 'APPROVED' as const } : {}),
    });
    listed.push({ id: post.id, at: at(n), byWriter: true, approved });
  }
  for (const n of [3.5, 8, 9]) {
    const pending = n === 9 ? { collectionId: ids.collection, statusForCollection: 'PENDING' as const } : {};
    const { post } = await makePost(data, { creatorId: ids.other, firstPublishedAt: at(n), ...pending });
    listed.push({ id: post.id, at: at(n), byWriter: false, approved: false });
  }
  const newestFirst = [...listed].sort((a, b) => b.at - a.at);
  expected.latest = newestFirst.map((post) => post.id);
  expected.writer = newestFirst.filter((post) => post.byWriter).map((post) => post.id);
  expected.collection = newestFirst.filter((post) => post.approved).map((post) => post.id);
  // Never in a feed, though approved in the publication: a draft, an unlisted, a suspended, a deleted story.
  const extra = {
    creatorId: ids.writer,
    collectionId: ids.collection,
    statusForCollection: 'APPROVED' as const,
  };
  for (const overrides of [
    { status: 'DRAFT' as const, firstPublishedAt: undefined },
    { visibility: 'UNLISTED' as const, firstPublishedAt: at(20) },
    { isSuspended: true, firstPublishedAt: at(21) },
    { status: 'DELETED' as const, firstPublishedAt: at(22) },
  ]) {
    unlisted.push((await makePost(data, { ...extra, ...overrides })).post.id);
  }
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

type Field = 'Query.latestPostsFeed' | 'User.postsConnection' | 'Collection.postsConnection';
const page = (
  field: Field,
  paging: Record<string, unknown> | null,
  source: Record<string, unknown> | null = null,
) =>
  handler(
    resolverEvent(field, {
      arguments: { paging },
      source,
      selectionSetList: ['posts/id', 'pagingInfo/next/to'],
    }),
  ) as Promise<PostConnection>;

/** Follows `pagingInfo.next` to the end, returning every id in order and the number of pages. */
async function readAll(field: Field, limit: number, source: Record<string, unknown> | null = null) {
  const seen: string[] = [];
  let to: string | null | undefined = null;
  let pages = 0;
  do {
    const result: PostConnection = await page(field, { limit, to }, source);
    seen.push(...result.posts.map((post) => post.id));
    to = result.pagingInfo.next?.to;
    if (to) expect(result.pagingInfo.next?.limit).toBe(limit);
    pages++;
  } while (to && pages < 20);
  return { seen, pages };
}

test('latestPostsFeed pages through every listed story, newest first, one Query a page', async () => {
  const { posts } = await page('Query.latestPostsFeed', null);
  expect(posts.map((post) => post.id)).toEqual(expected.latest); // default limit 10 holds all ten
  const { seen, pages } = await readAll('Query.latestPostsFeed', 3);
  expect(seen).toEqual(expected.latest);
  expect(pages).toBeGreaterThanOrEqual(4);
  expect(new Set(requests.commands())).toEqual(new Set(['QueryCommand']));
  for (const id of unlisted) expect(seen).not.toContain(id);
});

test("User.postsConnection pages through a writer's listed stories", async () => {
  const { seen } = await readAll('User.postsConnection', 2, { id: ids.writer });
  expect(seen).toEqual(expected.writer);
});

test("Collection.postsConnection pages through a publication's approved stories", async () => {
  const { seen } = await readAll('Collection.postsConnection', 2, { id: ids.collection });
  expect(seen).toEqual(expected.collection);
});

describe('bad paging', () => {
  const badRequest = { name: 'BadRequest', message: invalidCursorMessage };

  test.each([
    ['not-a-cursor!'],
    [Buffer.from('null').toString('base64url')],
    [Buffer.from('{"pk":1}').toString('base64url')],
  ])('refuses the malformed cursor %p without a request', async (to) => {
    await expect(page('Query.latestPostsFeed', { to })).rejects.toMatchObject(badRequest);
    expect(requests.commands()).toEqual([]);
  });

  test("refuses another index's cursor", async () => {
    const latest = await page('Query.latestPostsFeed', { limit: 1 });
    const to = latest.pagingInfo.next?.to;
    await expect(page('User.postsConnection', { to }, { id: ids.writer })).rejects.toMatchObject(badRequest);
  });

  test("refuses a cursor from another partition of the same index (another writer's)", async () => {
    const other = await page('User.postsConnection', { limit: 1 }, { id: ids.other });
    const to = other.pagingInfo.next?.to;
    expect(to).toBeTruthy();
    await expect(page('User.postsConnection', { to }, { id: ids.writer })).rejects.toMatchObject(badRequest);
  });

  test.each([0, 26, 2.5])('refuses the limit %p', async (limit) => {
    await expect(page('Query.latestPostsFeed', { limit })).rejects.toMatchObject({ name: 'BadRequest' });
  });
});

describe('Query.staffPicksFeed', () => {
  beforeAll(async () => {
    const { data } = table;
    const picks = [expected.writer[0], unlisted[2], newPostId(), expected.writer[3], expected.collection[1]];
    for (const [n, postId] of picks.entries())
      await data.entities.staffPick.put({ postId: postId as string, pickedAt: at(100 + n) }).go();
  });

  const picks = (paging: Record<string, unknown>) =>
    handler(
      resolverEvent('Query.staffPicksFeed', { arguments: { paging }, selectionSetList: ['items/post/id'] }),
    ) as Promise<StaffPicksFeed>;

  test('answers the newest picks first with one Query and one BatchGet, skipping unviewable stories', async () => {
    const feed = await picks({ limit: 4 });
    expect(requests.commands()).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    // Newest four picks: collection[1], writer[3], an unknown id and a suspended story (both skipped).
    expect(feed.items.map((item) => item.post.id)).toEqual([expected.collection[1], expected.writer[3]]);
    const next = await picks({ limit: 4, to: feed.pagingInfo.next?.to });
    expect(next.items.map((item) => item.post.id)).toEqual([expected.writer[0]]);
    expect(next.pagingInfo.next).toBeNull();
  });
});

test('Tag.postCount answers a batch in order with one BatchGet of the unknown tags', async () => {
  await table.data.entities.tag.put({ slug: 'writing', displayTitle: 'Writing', postCount: 12 }).go();
  requests.reset();
  const counts = await handler(
    batchResolverEvents('Tag.postCount', [
      { id: 'writing', displayTitle: 'Writing' },
      { id: 'no-such-tag', displayTitle: 'Nothing' },
      { id: 'known', displayTitle: 'Known', postCount: 3 },
      { id: 'writing', displayTitle: 'Writing' },
    ]),
  );
  expect(counts).toEqual([12, 0, 3, 12]);
  expect(requests.commands()).toEqual(['BatchGetItemCommand']);
});
