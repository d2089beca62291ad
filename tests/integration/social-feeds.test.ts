import { countRequests } from '#local/request-counter.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Muted writers' and publications' stories leave the viewer's latestPostsFeed and staffPicksFeed,
 * through the local AppSync over DynamoDB Local (a table of its own: the feeds read every story).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let api: ReturnType<typeof startLocalApi>;
const stories = { kept: [] as string[], all: [] as string[] };
const viewer = { id: '' };
const at = (minute: number) => Date.UTC(2026, 2, 1) + minute * 60_000;

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data);
  const { data } = table;
  const [muted, kept, reader] = await Promise.all(
    ['mutedwriter', 'keptwriter', 'feedreader'].map((username) => makeUser(data, { username })),
  );
  viewer.id = reader!.id;
  const journal = await makeCollection(data, { creatorId: kept!.id });
  // Newest first: kept (in no publication), muted writer, kept's story in the muted publication
  // (approved), muted writer, kept's story only submitted to it (pending: still the writer's own), kept.
  const plan = [
    { creatorId: kept!.id, hidden: false },
    { creatorId: muted!.id, hidden: true },
    { creatorId: kept!.id, collectionId: journal.id, statusForCollection: 'APPROVED' as const, hidden: true },
    { creatorId: muted!.id, hidden: true },
    { creatorId: kept!.id, collectionId: journal.id, statusForCollection: 'PENDING' as const, hidden: false },
    { creatorId: kept!.id, hidden: false },
  ];
  for (const [index, { hidden, ...story }] of plan.entries()) {
    const { post } = await makePost(
      data,
      { ...story, firstPublishedAt: at(100 - index) },
      { paragraphs: null },
    );
    await data.entities.staffPick.put({ postId: post.id, pickedAt: at(200 - index) }).go();
    stories.all.push(post.id);
    if (!hidden) stories.kept.push(post.id);
  }
  for (const [field, argument, id] of [
    ['muteUser', 'targetUserId', muted!.id],
    ['muteCollection', 'targetCollectionId', journal.id],
  ] as const) {
    const body = await api.graphql(
      `mutation ($id: ID!) { ${field}(${argument}: $id) { __typename } }`,
      { id },
      viewer.id,
    );
    expect(body.data?.[field]).toMatchObject({ __typename: expect.stringMatching(/^(User|Collection)$/) });
  }
});
afterAll(() => table.close());

const latest = `query ($paging: PagingOptions) {
  latestPostsFeed(paging: $paging) { posts { id } pagingInfo { next { limit to } } }
}`;
const staffPicks = `query ($paging: PagingOptions) {
  staffPicksFeed(paging: $paging) { items { post { id } } pagingInfo { next { limit to } } }
}`;

/** Every page of a feed, `limit` at a time: the ids seen and each page's size. */
async function readAll(query: string, limit: number, viewerId?: string) {
  const seen: string[] = [];
  const sizes: number[] = [];
  let paging: Record<string, unknown> | null = { limit };
  for (let page = 0; paging && page < 10; page += 1) {
    const body = await api.graphql(query, { paging }, viewerId);
    expect(body.errors).toBeUndefined();
    const feed = body.data?.latestPostsFeed ?? body.data?.staffPicksFeed;
    const ids: string[] = feed.posts
      ? feed.posts.map((post: { id: string }) => post.id)
      : feed.items.map((item: { post: { id: string } }) => item.post.id);
    seen.push(...ids);
    sizes.push(ids.length);
    paging = feed.pagingInfo.next;
  }
  return { seen, sizes };
}

test.each([
  ['latestPostsFeed', latest],
  ['staffPicksFeed', staffPicks],
])(
  "%s leaves out the viewer's muted writer and publication; the cursor still reaches the end",
  async (_, query) => {
    const { seen, sizes } = await readAll(query, 2, viewer.id);
    expect(seen).toEqual(stories.kept);
    // The second page read two muted stories and shows none of them, yet the paging goes on.
    expect(sizes.slice(0, 3)).toEqual([1, 0, 2]);
  },
);

test.each([
  ['latestPostsFeed', latest],
  ['staffPicksFeed', staffPicks],
])('%s shows a visitor every story', async (_, query) => {
  expect((await readAll(query, 2)).seen).toEqual(stories.all);
});

test("the signed-in viewer's mutes cost one Query beside the feed's own; a visitor's nothing", async () => {
  requests.reset();
  await api.graphql(latest, { paging: { limit: 6 } }, viewer.id);
  expect(requests.commands()).toEqual(['QueryCommand', 'QueryCommand']);
  requests.reset();
  await api.graphql(latest, { paging: { limit: 6 } });
  expect(requests.commands()).toEqual(['QueryCommand']);
});
