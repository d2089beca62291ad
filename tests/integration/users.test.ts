import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { createHandler } from '#functions/users/handler.ts';
import { defaultNotificationSettings, defaultPublishingSettings } from '#contract/user-settings.ts';
import type { GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import { batchResolverEvents, resolverEvent } from '#fixtures/appsync-event.ts';
import { makeUser } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Asks for a stored field, so the resolver must read the item (an id alone is answered from the story). */
const withName = { selectionSetList: ['id', 'name'] };

/** Query.viewer, Query.userResult, Query.notificationStatus and the batched Post.creator against DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let requests: ReturnType<typeof countRequests>;
let ada: Awaited<ReturnType<typeof makeUser>>;
let grace: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  table = await createTestTable();
  handler = createHandler(table.data);
  requests = countRequests(table.client);
  ada = await makeUser(table.data, {
    username: 'ada',
    name: 'Ada Lovelace',
    bio: 'Analyst',
    imageId: 'img-ada',
    email: 'ada@folio.example',
    tier: 'MEMBER',
    memberSince: Date.UTC(2024, 2, 5),
    pronouns: ['she/her'],
    dismissableFlags: ['upsell'],
  });
  grace = await makeUser(table.data, { username: 'grace', name: 'Grace Hopper' });
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

const userResult = (args: Record<string, unknown>) =>
  handler(resolverEvent('Query.userResult', { arguments: args }));

describe('Query.viewer', () => {
  test('is null for a visitor, without a request', async () => {
    expect(await handler(resolverEvent('Query.viewer'))).toBeNull();
    expect(requests.commands()).toEqual([]);
  });

  test('is the signed-in user with the viewer-only fields, read with one GetItem', async () => {
    const viewer = await handler(resolverEvent('Query.viewer', { viewer: { id: ada.id } }));
    expect(viewer).toEqual({
      __typename: 'User',
      id: ada.id,
      name: 'Ada Lovelace',
      username: 'ada',
      bio: 'Analyst',
      imageId: 'img-ada',
      membership: {
        __typename: 'Membership',
        id: `membership-${ada.id}`,
        tier: 'MEMBER',
        memberSince: Date.UTC(2024, 2, 5) / 1000,
        friendSince: null,
      },
      postSubscribeMembershipUpsellShownAt: null,
      pronouns: ['she/her'],
      newsletterV3Id: authorNewsletterId(ada.id),
      isSuspended: false,
      hasSubdomain: false,
      // A Member now: no past membership, and no trial for anyone who has been one.
      hasPastMemberships: false,
      isMembershipTrialEligible: false,
      mediumMemberAt: Date.UTC(2024, 2, 5) / 1000,
      socialStats: { __typename: 'SocialStats', followerCount: 0, followingCount: 0 },
      pinnedPostIds: [],
      emailObfuscated: 'a***@f***.example',
      unverifiedEmail: null,
      dismissableFlags: ['upsell'],
      partnerProgramEnrollment: null,
      isAuthorVerified: false,
      hasPassword: false,
      notificationSettings: { __typename: 'NotificationSettings', ...defaultNotificationSettings },
      publishingSettings: { __typename: 'PublishingSettings', ...defaultPublishingSettings },
    });
    expect(requests.commands()).toEqual(['GetItemCommand']);
  });

  test('is null when the session names a user that no longer exists', async () => {
    expect(await handler(resolverEvent('Query.viewer', { viewer: { id: 'user-gone' } }))).toBeNull();
  });
});

describe('Query.userResult', () => {
  test('finds a user by id (GetItem)', async () => {
    expect(await userResult({ id: grace.id })).toMatchObject({
      __typename: 'User',
      username: 'grace',
      bio: '',
      imageId: null,
    });
    expect(requests.commands()).toEqual(['GetItemCommand']);
  });

  test.each(['ada', '@ada', '  @Ada ', 'ADA'])(
    'finds a user by the username %p, normalised (Query gsi1)',
    async (username) => {
      expect(await userResult({ username })).toMatchObject({ __typename: 'User', id: ada.id });
      expect(requests.commands()).toEqual(['QueryCommand']);
    },
  );

  test("leaves another reader's viewer-only fields null, and fills the viewer's own", async () => {
    const asGrace = { viewer: { id: grace.id } };
    expect(
      await handler(resolverEvent('Query.userResult', { ...asGrace, arguments: { username: 'ada' } })),
    ).toMatchObject({
      id: ada.id,
      membership: { tier: 'MEMBER' },
      emailObfuscated: null,
      dismissableFlags: null,
      isAuthorVerified: null,
    });
    expect(
      await handler(resolverEvent('Query.userResult', { ...asGrace, arguments: { id: grace.id } })),
    ).toMatchObject({ id: grace.id, membership: null, dismissableFlags: [], isAuthorVerified: false });
  });

  test('answers NotFound for an unknown id or username', async () => {
    expect(await userResult({ id: 'user-nobody' })).toMatchObject({ __typename: 'NotFound' });
    expect(await userResult({ username: '@nobody' })).toEqual({
      __typename: 'NotFound',
      message: 'No user @nobody.',
    });
  });

  test.each<[string, Record<string, unknown>]>([
    ['neither', {}],
    ['both', { id: 'user-ada', username: 'ada' }],
    ['nulls', { id: null, username: null }],
    ['an empty username', { username: ' @ ' }],
    ['an empty id', { id: '  ' }],
  ])('answers BadRequest for %s, without a request', async (_, args) => {
    expect(await userResult(args)).toMatchObject({ __typename: 'BadRequest', message: expect.any(String) });
    expect(requests.commands()).toEqual([]);
  });
});

describe('Post.creator (BatchInvoke)', () => {
  test("answers each story's writer in the batch's order with one BatchGet of the unique writers", async () => {
    const sources = [
      { creatorId: grace.id },
      { creatorId: ada.id },
      { creatorId: 'user-gone' },
      { creatorId: grace.id },
      {},
    ];
    const creators = (await handler(
      batchResolverEvents('Post.creator', sources, withName),
    )) as (GraphqlUser | null)[];
    expect(creators.map((creator) => creator?.id ?? null)).toEqual([grace.id, ada.id, null, grace.id, null]);
    expect(requests.commands()).toEqual(['BatchGetItemCommand']);
  });

  test('shows no writer their viewer-only fields unless the writer is the viewer', async () => {
    const creators = (await handler(
      batchResolverEvents('Post.creator', [{ creatorId: grace.id }, { creatorId: ada.id }], {
        ...withName,
        viewer: { id: ada.id },
      }),
    )) as GraphqlUser[];
    expect(creators.map((creator) => creator.emailObfuscated)).toEqual([null, 'a***@f***.example']);
  });
});

describe('Query.notificationStatus', () => {
  test('is null for a visitor', async () => {
    expect(await handler(resolverEvent('Query.notificationStatus'))).toBeNull();
  });

  test('counts a reader’s unread notifications in three requests: when they last looked, their mutes, one bounded Query', async () => {
    expect(await handler(resolverEvent('Query.notificationStatus', { viewer: { id: ada.id } }))).toEqual({
      __typename: 'NotificationStatus',
      unreadNotificationCount: 0,
    });
    expect(requests.commands().sort()).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand']);
  });
});

test('Post.creator asked only for its id answers from the story without reading', async () => {
  const requests = countRequests(table.client);
  const creators = await createHandler(table.data)(
    batchResolverEvents('Post.creator', [{ creatorId: 'user-x' }, { creatorId: 'user-y' }]),
  );
  expect(creators).toEqual([{ id: 'user-x' }, { id: 'user-y' }]);
  expect(requests.commands()).toEqual([]);
});
