import { taggedReadPerQuery } from '#functions/posts/repository.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { countRequests } from '#local/request-counter.ts';

/**
 * A publication's tagged page (decision 257) through the local AppSync over DynamoDB Local:
 * Collection.taggedPostsConnection pages through the publication's approved stories carrying the tag,
 * newest first, leaves out a reader's muted writers, and costs one Query a page. The publication's home
 * (Collection.postsConnection) leaves them out by the same rule.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let requests: ReturnType<typeof countRequests>;
const people = { writer: '', muted: '', reader: '' };
const ids: Record<string, string> = {};
let slug = '';
const minute = 60 * 1000;
const start = Date.UTC(2026, 5, 1);

async function story(name: string, minutes: number, extra: Record<string, unknown>) {
  const { post } = await makePost(
    table.data,
    { creatorId: people.writer, firstPublishedAt: start + minutes * minute, ...extra },
    { paragraphs: null },
  );
  ids[name] = post.id;
}

const coffee = [{ slug: 'coffee', displayTitle: 'Coffee' }];
const tea = [{ slug: 'tea', displayTitle: 'Tea' }];

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
  requests = countRequests(table.client);
  const [writer, muted, reader] = await Promise.all(
    ['taggedwriter', 'taggedmuted', 'taggedreader'].map((username) => makeUser(table.data, { username })),
  );
  Object.assign(people, { writer: writer!.id, muted: muted!.id, reader: reader!.id });
  const [publication, other] = [await makeCollection(table.data), await makeCollection(table.data)];
  slug = publication.slug;
  const approved = { collectionId: publication.id, statusForCollection: 'APPROVED' };
  await story('first', 1, { ...approved, tags: [...tea, ...coffee] });
  await story('untagged', 2, { ...approved, tags: tea });
  await story('second', 3, { ...approved, tags: coffee });
  await story('pending', 4, { ...approved, statusForCollection: 'PENDING', tags: coffee });
  await story('elsewhere', 5, { collectionId: other.id, statusForCollection: 'APPROVED', tags: coffee });
  await story('unlisted', 6, { ...approved, tags: coffee, visibility: 'UNLISTED' });
  await story('third', 7, { ...approved, tags: coffee });
  await story('byMuted', 8, { ...approved, tags: coffee, creatorId: people.muted });
  await story('newest', 9, { ...approved, tags: coffee });
  const muting = await api.graphql(
    'mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }',
    { id: people.muted },
    people.reader,
  );
  expect(muting.data?.muteUser.__typename).toBe('User');
});
afterAll(() => table.close());

const tagged = `query ($slug: String!, $tag: ID!, $paging: PagingOptions) {
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    taggedPostsConnection(tagSlug: $tag, paging: $paging) { posts { id } pagingInfo { next { limit to } } }
  }
}`;

type Connection = { posts: { id: string }[]; pagingInfo: { next: { limit: number; to: string } | null } };

async function page(tag: string, paging: Record<string, unknown> | null, viewerId?: string) {
  const body = await api.graphql(tagged, { slug, tag, paging }, viewerId);
  expect(body.errors).toBeUndefined();
  return (body.data as { collectionByDomainOrSlug: { taggedPostsConnection: Connection } })
    .collectionByDomainOrSlug.taggedPostsConnection;
}

async function readAll(tag: string, viewerId?: string) {
  const seen: string[][] = [];
  let paging: Record<string, unknown> | null = { limit: 2 };
  for (let pages = 0; paging && pages < 10; pages += 1) {
    const connection = await page(tag, paging, viewerId);
    seen.push(connection.posts.map((post) => post.id));
    paging = connection.pagingInfo.next;
  }
  return seen;
}

const named = (...names: string[]) => names.map((name) => ids[name]);

test('pages through the approved, listed stories under the tag, two at a time, newest first', async () => {
  expect(await readAll('coffee')).toEqual([
    named('newest', 'byMuted'),
    named('third', 'second'),
    named('first'),
  ]);
});

test("leaves out the reader's muted writer; the tag's slug is read as the tag page reads it", async () => {
  expect((await readAll('Coffee', people.reader)).flat()).toEqual(
    named('newest', 'third', 'second', 'first'),
  );
});

test("the publication's home leaves out the reader's muted writer too, not a visitor's", async () => {
  const home = `query ($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) { postsConnection(paging: { limit: 10 }) { posts { id } } }
  }`;
  const storiesFor = async (viewerId?: string) => {
    const body = await api.graphql(home, { slug }, viewerId);
    expect(body.errors).toBeUndefined();
    const data = body.data as { collectionByDomainOrSlug: { postsConnection: { posts: { id: string }[] } } };
    return data.collectionByDomainOrSlug.postsConnection.posts.map((post) => post.id);
  };
  const everyone = named('newest', 'byMuted', 'third', 'second', 'untagged', 'first');
  expect(await storiesFor()).toEqual(everyone);
  expect(await storiesFor(people.reader)).toEqual(everyone.filter((id) => id !== ids.byMuted));
});

test('a tag none of its stories carries is an empty page with no next one (the empty state)', async () => {
  expect(await page('cooking', { limit: 10 })).toEqual({ posts: [], pagingInfo: { next: null } });
});

test("a page costs one Query of the publication's stories (they come whole), beside the reader's mutes", async () => {
  requests.reset();
  await page('coffee', { limit: 10 }, people.reader);
  // The publication by its slug, the reader's mutes, its stories: no BatchGet.
  expect(requests.commands()).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand']);
});

test('a forged cursor is a BadRequest, not a failure', async () => {
  const body = await api.graphql(tagged, { slug, tag: 'coffee', paging: { limit: 2, to: 'garbage' } });
  expect(body.errors?.[0]?.errorType).toBe('BadRequest');
});

test('a rare tag reads at most three Queries a page, then answers a short page whose cursor goes on', async () => {
  const crowded = await makeCollection(table.data);
  const inCrowded = { collectionId: crowded.id, statusForCollection: 'APPROVED' as const };
  await story('rare', 0, { ...inCrowded, tags: coffee });
  const untagged = 3 * taggedReadPerQuery + 1;
  for (let n = 1; n <= untagged; n += 1) await story(`crowd${n}`, n, { ...inCrowded, tags: tea });
  const ask = (paging: Record<string, unknown>) =>
    api.graphql(tagged, { slug: crowded.slug, tag: 'coffee', paging });

  requests.reset();
  const first = (await ask({ limit: 10 })).data as {
    collectionByDomainOrSlug: { taggedPostsConnection: Connection };
  };
  const short = first.collectionByDomainOrSlug.taggedPostsConnection;
  expect(short.posts).toEqual([]);
  // The publication by its slug, then three Queries of its stories.
  expect(requests.commands()).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand']);
  const next = (await ask({ limit: 10, to: short.pagingInfo.next?.to })).data as {
    collectionByDomainOrSlug: { taggedPostsConnection: Connection };
  };
  expect(next.collectionByDomainOrSlug.taggedPostsConnection).toEqual({
    posts: [{ id: ids.rare }],
    pagingInfo: { next: null },
  });
});
