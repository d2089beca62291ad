import { invalidCursorMessage } from '#shared/data/cursor.ts';
import { countRequests } from '#local/request-counter.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The social graph's reads through the local AppSync over DynamoDB Local: viewerEdge for a batch,
 * followers and following newest first, paging and its cursors, the viewer-only muted lists.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 4, 1, 12) };

/** A writer with twelve followers (f0 first, f11 last); the viewer follows f11 and f9 and mutes f10. */
const cast = {} as {
  writer: { id: string };
  viewer: { id: string };
  followers: { id: string }[];
  journal: { id: string };
};

const as =
  (viewerId: string | undefined) =>
  (query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, viewerId);
const change = async (field: string, argument: string, id: string, viewerId: string) => {
  clock.now += 1000;
  const body = await api.graphql(
    `mutation ($id: ID!) { ${field}(${argument}: $id) { __typename } }`,
    { id },
    viewerId,
  );
  expect(body.data?.[field]).toMatchObject({ __typename: expect.stringMatching(/^(User|Collection)$/) });
};

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, () => clock.now);
  cast.writer = await makeUser(table.data, { username: 'listwriter' });
  cast.viewer = await makeUser(table.data, { username: 'listviewer', email: 'viewer@folio.example' });
  cast.journal = await makeCollection(table.data, { creatorId: cast.writer.id });
  cast.followers = [];
  for (let n = 0; n < 12; n += 1) {
    const follower = await makeUser(table.data, { username: `listfollower${n}` });
    cast.followers.push(follower);
    await change('followUser', 'targetUserId', cast.writer.id, follower.id);
  }
  const [f9, f10, f11] = cast.followers.slice(9).map((follower) => follower.id);
  await change('followUser', 'targetUserId', f11!, cast.viewer.id);
  await change('followUser', 'targetUserId', f9!, cast.viewer.id);
  await change('muteUser', 'targetUserId', f10!, cast.viewer.id);
  await change('followCollection', 'targetCollectionId', cast.journal.id, cast.viewer.id);
  await change('muteCollection', 'targetCollectionId', cast.journal.id, cast.viewer.id);
  await change('followCollection', 'targetCollectionId', cast.journal.id, cast.followers[0]!.id);
});
afterAll(() => table.close());

const followersQuery = `query ($id: ID!, $paging: PagingOptions) {
  userResult(id: $id) { ... on User {
    socialStats { followerCount followingCount }
    followersConnection(paging: $paging) {
      users { id viewerEdge { id isFollowing isMuting } }
      pagingInfo { next { limit to } }
    }
  } }
}`;

test('followers page newest first, each with the viewer’s edge: one Query, one BatchGet of users, one of their follows and mutes together', async () => {
  requests.reset();
  const body = await as(cast.viewer.id)(followersQuery, { id: cast.writer.id, paging: { limit: 5 } });
  expect(body.errors).toBeUndefined();
  const user = body.data?.userResult;
  expect(user.socialStats).toEqual({ followerCount: 12, followingCount: 0 });
  const ids = cast.followers.map((follower) => follower.id);
  expect(user.followersConnection.users).toEqual([
    { id: ids[11], viewerEdge: { id: `${ids[11]}:${cast.viewer.id}`, isFollowing: true, isMuting: false } },
    { id: ids[10], viewerEdge: { id: `${ids[10]}:${cast.viewer.id}`, isFollowing: false, isMuting: true } },
    { id: ids[9], viewerEdge: { id: `${ids[9]}:${cast.viewer.id}`, isFollowing: true, isMuting: false } },
    { id: ids[8], viewerEdge: expect.objectContaining({ isFollowing: false, isMuting: false }) },
    { id: ids[7], viewerEdge: expect.objectContaining({ isFollowing: false, isMuting: false }) },
  ]);
  expect(requests.commands().sort()).toEqual([
    'BatchGetItemCommand',
    'BatchGetItemCommand',
    'GetItemCommand',
    'QueryCommand',
  ]);
});

test('the pages continue to the first follower, then end', async () => {
  const seen: string[] = [];
  let paging: Record<string, unknown> | null = { limit: 5 };
  for (let page = 0; paging && page < 5; page += 1) {
    const body = await as(undefined)(followersQuery, { id: cast.writer.id, paging });
    const connection = body.data?.userResult.followersConnection;
    seen.push(...connection.users.map((user: { id: string }) => user.id));
    paging = connection.pagingInfo.next;
  }
  expect(seen).toEqual(cast.followers.map((follower) => follower.id).reverse());
});

test('a visitor sees every edge false, named `{id}:visitor`, without an edge read', async () => {
  requests.reset();
  const body = await as(undefined)(followersQuery, { id: cast.writer.id, paging: { limit: 1 } });
  expect(body.data?.userResult.followersConnection.users).toEqual([
    {
      id: cast.followers[11]!.id,
      viewerEdge: { id: `${cast.followers[11]!.id}:visitor`, isFollowing: false, isMuting: false },
    },
  ]);
  expect(requests.commands().filter((command) => command === 'BatchGetItemCommand')).toHaveLength(1);
});

describe('cursors', () => {
  const page = (id: string, to?: string) =>
    as(cast.viewer.id)(followersQuery, { id, paging: { limit: 2, ...(to ? { to } : {}) } });
  const refused = { errorType: 'BadRequest', message: invalidCursorMessage };

  test('a forged cursor is a BadRequest', async () => {
    const body = await page(cast.writer.id, Buffer.from('{"pk":"x","sk":"y"}').toString('base64url'));
    expect(body.errors?.[0]).toMatchObject(refused);
  });

  test("another list's cursor (another partition of the index) is a BadRequest", async () => {
    const first = await page(cast.writer.id);
    const to = first.data?.userResult.followersConnection.pagingInfo.next.to;
    const body = await page(cast.followers[11]!.id, to);
    expect(body.errors?.[0]).toMatchObject(refused);
  });
});

test('followingConnection lists the users someone follows, newest first; the count includes publications', async () => {
  const body = await as(undefined)(
    `query ($id: ID!) { userResult(id: $id) { ... on User {
      socialStats { followingCount }
      followingConnection { users { id } pagingInfo { next { to } } }
    } } }`,
    { id: cast.viewer.id },
  );
  expect(body.data?.userResult).toEqual({
    socialStats: { followingCount: 3 },
    followingConnection: {
      users: [{ id: cast.followers[9]!.id }, { id: cast.followers[11]!.id }],
      pagingInfo: { next: null },
    },
  });
});

test("Collection.followersConnection lists a publication's followers; viewerEdge tells the editor", async () => {
  const query = `query ($id: ID!) { collection(id: $id) {
    subscriberCount
    viewerEdge { isEditor isFollowing isMuting }
    followersConnection { users { id } }
  } }`;
  const asViewer = await as(cast.viewer.id)(query, { id: cast.journal.id });
  expect(asViewer.data?.collection).toEqual({
    subscriberCount: 2,
    viewerEdge: { isEditor: false, isFollowing: true, isMuting: true },
    followersConnection: { users: [{ id: cast.followers[0]!.id }, { id: cast.viewer.id }] },
  });
  const asWriter = await as(cast.writer.id)(query, { id: cast.journal.id });
  expect(asWriter.data?.collection.viewerEdge).toEqual({
    isEditor: true,
    isFollowing: false,
    isMuting: false,
  });
});

describe('muted lists', () => {
  const query = `query ($id: ID!) { userResult(id: $id) { ... on User {
    mutedUsersConnection { users { id } pagingInfo { next { to } } }
    mutedCollectionsConnection { collections { id } }
  } } }`;

  test('the viewer sees their own, newest first', async () => {
    const body = await as(cast.viewer.id)(query, { id: cast.viewer.id });
    expect(body.data?.userResult).toEqual({
      mutedUsersConnection: { users: [{ id: cast.followers[10]!.id }], pagingInfo: { next: null } },
      mutedCollectionsConnection: { collections: [{ id: cast.journal.id }] },
    });
  });

  test('are null for anyone else and for a visitor, read from nothing', async () => {
    requests.reset();
    for (const viewerId of [cast.writer.id, undefined]) {
      const body = await as(viewerId)(query, { id: cast.viewer.id });
      expect(body.data?.userResult).toEqual({ mutedUsersConnection: null, mutedCollectionsConnection: null });
    }
    expect(requests.commands()).toEqual(['GetItemCommand', 'GetItemCommand']);
  });
});

test('Query.viewer answers the viewer’s own socialStats, and viewerEdge all false', async () => {
  const body = await as(cast.viewer.id)(
    '{ viewer { id socialStats { followerCount followingCount } viewerEdge { id isFollowing isMuting createdAt } } }',
  );
  expect(body.data?.viewer).toEqual({
    id: cast.viewer.id,
    socialStats: { followerCount: 0, followingCount: 3 },
    viewerEdge: {
      id: `${cast.viewer.id}:${cast.viewer.id}`,
      isFollowing: false,
      isMuting: false,
      createdAt: null,
    },
  });
});
