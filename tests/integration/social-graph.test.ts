import { windowStartOf } from '#shared/data/rate-limit.ts';
import { changeLimits } from '#functions/users/rate-limits.ts';
import { socialMessages } from '#functions/users/social-changes.ts';
import { countRequests } from '#local/request-counter.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Follow and mute through the local AppSync (schema, manifest, BatchInvoke, the xsrf check) to the
 * users, posts and publications Lambdas over DynamoDB Local (tests/fixtures/local-api.ts).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 4, 1, 12) };

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

type Data = Record<string, any>;

const problems = ['BadRequest', 'NotFound', 'AlreadyExists', 'Unauthorized', 'RateLimited']
  .map((type) => `... on ${type} { message }`)
  .join(' ');
const userFields =
  'id socialStats { followerCount followingCount } viewerEdge { id createdAt isFollowing isMuting }';
const collectionFields = 'id subscriberCount viewerEdge { id isEditor isFollowing isMuting }';

/** One of the eight mutations, as the viewer (or a visitor), answering the result union's value. */
async function change(field: string, targetId: string, viewerId?: string): Promise<Data> {
  const ofUser = field.endsWith('User');
  const argument = ofUser ? 'targetUserId' : 'targetCollectionId';
  const fields = ofUser ? `... on User { ${userFields} }` : `... on Collection { ${collectionFields} }`;
  const body = await api.graphql(
    `mutation Change($id: ID!) { ${field}(${argument}: $id) { __typename ${fields} ${problems} } }`,
    { id: targetId },
    viewerId,
  );
  expect(body.errors).toBeUndefined();
  return body.data![field];
}

const storedUser = async (id: string) =>
  (await table.data.entities.user.get({ id }).go({ consistent: true })).data!;
const storedCollection = async (id: string) =>
  (await table.data.entities.collection.get({ id }).go({ consistent: true })).data!;
const people = (count: number, prefix: string) =>
  Promise.all(Array.from({ length: count }, (_, n) => makeUser(table.data, { username: `${prefix}${n}` })));

describe('followUser and unfollowUser', () => {
  test('a follow answers the target with its count and edge; both counts move in one transaction', async () => {
    const [ada, ben] = await people(2, 'follow');
    requests.reset();
    const followed = await change('followUser', ben!.id, ada!.id);
    expect(followed).toEqual({
      __typename: 'User',
      id: ben!.id,
      socialStats: { followerCount: 1, followingCount: 0 },
      viewerEdge: {
        id: `${ben!.id}:${ada!.id}`,
        createdAt: Math.floor(clock.now / 1000),
        isFollowing: true,
        isMuting: false,
      },
    });
    // The limit's counter, the transaction, the writer's newest stories for the follower's Following
    // feed (decision 211; Ben has none, so nothing is written), the claim of Ben's search reindex for
    // this minute (decision 255), the target read again, the follow and mute for viewerEdge.
    expect(requests.commands()).toEqual([
      'UpdateItemCommand',
      'TransactWriteItemsCommand',
      'QueryCommand',
      'UpdateItemCommand',
      'GetItemCommand',
      'BatchGetItemCommand',
    ]);
    expect((await storedUser(ada!.id)).followingCount).toBe(1);
  });

  test('counts after follow, unfollow, unfollow again, follow: 1, 0, 0, 1', async () => {
    const [ada, ben] = await people(2, 'counts');
    const count = async () => [
      (await storedUser(ben!.id)).followerCount,
      (await storedUser(ada!.id)).followingCount,
    ];
    await change('followUser', ben!.id, ada!.id);
    expect(await count()).toEqual([1, 1]);
    expect(await change('unfollowUser', ben!.id, ada!.id)).toMatchObject({
      socialStats: { followerCount: 0 },
      viewerEdge: { isFollowing: false, createdAt: null },
    });
    expect(await count()).toEqual([0, 0]);
    expect(await change('unfollowUser', ben!.id, ada!.id)).toMatchObject({ __typename: 'User' });
    expect(await count()).toEqual([0, 0]);
    await change('followUser', ben!.id, ada!.id);
    expect(await count()).toEqual([1, 1]);
  });

  test('following twice is AlreadyExists, and following oneself a BadRequest; neither counts', async () => {
    const [ada, ben] = await people(2, 'twice');
    await change('followUser', ben!.id, ada!.id);
    expect(await change('followUser', ben!.id, ada!.id)).toEqual({
      __typename: 'AlreadyExists',
      message: "You're already following",
    });
    expect(await change('followUser', ada!.id, ada!.id)).toEqual({
      __typename: 'BadRequest',
      message: 'You cannot follow yourself',
    });
    expect((await storedUser(ben!.id)).followerCount).toBe(1);
    expect((await storedUser(ada!.id)).followingCount).toBe(1);
    expect((await storedUser(ada!.id)).followerCount).toBeUndefined();
  });

  test('two follows at once make one edge and one count: the other is AlreadyExists', async () => {
    const [ada, ben] = await people(2, 'race');
    const answers = await Promise.all([
      change('followUser', ben!.id, ada!.id),
      change('followUser', ben!.id, ada!.id),
    ]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['AlreadyExists', 'User']);
    expect((await storedUser(ben!.id)).followerCount).toBe(1);
    expect((await storedUser(ada!.id)).followingCount).toBe(1);
  });

  test('many readers following one writer at once are each counted once', async () => {
    const [writer, ...readers] = await people(6, 'crowd');
    const answers = await Promise.all(readers.map((reader) => change('followUser', writer!.id, reader.id)));
    expect(answers.every((answer) => answer.__typename === 'User')).toBe(true);
    expect((await storedUser(writer!.id)).followerCount).toBe(5);
  });
});

describe('every mutation', () => {
  const all = [
    'followUser',
    'unfollowUser',
    'muteUser',
    'unmuteUser',
    'followCollection',
    'unfollowCollection',
    'muteCollection',
    'unmuteCollection',
  ];

  test.each(all)('%s answers a visitor Unauthorized and an unknown target NotFound', async (field) => {
    const [ada] = await people(1, `unknown${field}`);
    expect(await change(field, 'nobody-here')).toEqual({
      __typename: 'Unauthorized',
      message: socialMessages.signIn,
    });
    const what = field.endsWith('User') ? 'user' : 'publication';
    expect(await change(field, 'nobody-here', ada!.id)).toEqual({
      __typename: 'NotFound',
      message: `No ${what} with id nobody-here.`,
    });
  });

  test.each(all)('%s answers a blank id BadRequest', async (field) => {
    const [ada] = await people(1, `blank${field}`);
    expect(await change(field, ' ', ada!.id)).toMatchObject({ __typename: 'BadRequest' });
  });

  test('needs the session’s xsrf token', async () => {
    const [ada, ben] = await people(2, 'xsrf');
    const answer = await api.appsync.execute(
      { query: `mutation { followUser(targetUserId: "${ben!.id}") { __typename } }` },
      { authorization: `viewer:${ada!.id}` },
    );
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Forbidden' });
    expect((await storedUser(ben!.id)).followerCount).toBeUndefined();
  });

  test(`past ${changeLimits.social.limit} changes an hour the viewer is RateLimited, and nothing changes`, async () => {
    const [ada, ben] = await people(2, 'limited');
    await table.data.entities.rateLimit
      .put({
        bucket: changeLimits.social.bucket,
        key: ada!.id,
        windowStart: windowStartOf(changeLimits.social, clock.now),
        count: changeLimits.social.limit,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    expect(await change('followUser', ben!.id, ada!.id)).toEqual({
      __typename: 'RateLimited',
      message: changeLimits.social.message,
    });
    expect((await storedUser(ben!.id)).followerCount).toBeUndefined();
    expect(await change('followUser', ben!.id, ben!.id)).toMatchObject({ __typename: 'BadRequest' });
  });
});

describe('mutes', () => {
  test('muteUser and unmuteUser are idempotent and show in viewerEdge; muting oneself is a BadRequest', async () => {
    const [ada, ben] = await people(2, 'mute');
    expect(await change('muteUser', ben!.id, ada!.id)).toMatchObject({
      viewerEdge: { isMuting: true, isFollowing: false },
      socialStats: { followerCount: 0 },
    });
    expect(await change('muteUser', ben!.id, ada!.id)).toMatchObject({ viewerEdge: { isMuting: true } });
    expect(await change('unmuteUser', ben!.id, ada!.id)).toMatchObject({ viewerEdge: { isMuting: false } });
    expect(await change('unmuteUser', ben!.id, ada!.id)).toMatchObject({ viewerEdge: { isMuting: false } });
    expect(await change('muteUser', ada!.id, ada!.id)).toEqual({
      __typename: 'BadRequest',
      message: 'You cannot mute yourself',
    });
  });
});

describe('publications', () => {
  test('follow, unfollow, mute: subscriberCount and viewerEdge, the creator its editor', async () => {
    const [owner, reader] = await people(2, 'pub');
    const journal = await makeCollection(table.data, {
      creatorId: owner!.id,
      slug: 'social-journal',
      domain: 'social-journal.example.com',
    });
    expect(await change('followCollection', journal.id, reader!.id)).toEqual({
      __typename: 'Collection',
      id: journal.id,
      subscriberCount: 1,
      viewerEdge: { id: `${journal.id}:${reader!.id}`, isEditor: false, isFollowing: true, isMuting: false },
    });
    expect((await storedUser(reader!.id)).followingCount).toBe(1);
    expect(await change('followCollection', journal.id, reader!.id)).toMatchObject({
      __typename: 'AlreadyExists',
    });
    expect(await change('muteCollection', journal.id, owner!.id)).toMatchObject({
      subscriberCount: 1,
      viewerEdge: { isEditor: true, isMuting: true, isFollowing: false },
    });
    expect(await change('unfollowCollection', journal.id, reader!.id)).toMatchObject({ subscriberCount: 0 });
    expect((await storedCollection(journal.id)).followerCount).toBe(0);
    // The count's update left the publication's sparse domain index as it was.
    const body = await api.graphql(
      'query ($d: String!) { collectionByDomainOrSlug(domainOrSlug: $d) { id subscriberCount } }',
      { d: 'social-journal.example.com' },
    );
    expect(body.data?.collectionByDomainOrSlug).toEqual({ id: journal.id, subscriberCount: 0 });
  });
});
