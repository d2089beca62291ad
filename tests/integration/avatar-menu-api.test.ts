import { print } from 'graphql';
import { AvatarMenuQuery } from '#web/shell/avatar-menu/avatar-menu-query.ts';
import { UnreadNotificationCount } from '#web/shell/notifications-link/unread-notification-count-query.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The header's two operations, exactly as the browser sends them, through the local AppSync (schema,
 * manifest, the domain Lambdas) to DynamoDB Local (tests/fixtures/local-api.ts).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let run: (
  document: typeof AvatarMenuQuery | typeof UnreadNotificationCount,
  viewerId?: string,
) => Promise<any>;

beforeAll(async () => {
  table = await createTestTable();
  const api = startLocalApi(table.data);
  run = (document, viewerId) => api.graphql(print(document), {}, viewerId);
});
afterAll(() => table.close());

test("AvatarMenuQuery answers the signed-in reader's menu, their publications newest first", async () => {
  const mia = await makeUser(table.data, {
    username: 'mia',
    name: 'Mia',
    email: 'mia@folio.example',
    tier: 'FRIEND',
    memberSince: Date.UTC(2023, 4, 1),
    friendSince: Date.UTC(2024, 1, 1),
    isAuthorVerified: true,
  });
  await makeCollection(table.data, { slug: 'older', name: 'Older', creatorId: mia.id, createdAt: 1 });
  await makeCollection(table.data, {
    slug: 'newer',
    name: 'Newer',
    creatorId: mia.id,
    createdAt: 2,
    avatarImageId: 'img-newer',
  });

  const body = await run(AvatarMenuQuery, mia.id);
  expect(body.errors).toBeUndefined();
  expect(body.data.viewer).toEqual({
    id: mia.id,
    name: 'Mia',
    username: 'mia',
    imageId: null,
    emailObfuscated: 'm***@f***.example',
    isAuthorVerified: true,
    membership: {
      id: `membership-${mia.id}`,
      tier: 'FRIEND',
      memberSince: Date.UTC(2023, 4, 1) / 1000,
      friendSince: Date.UTC(2024, 1, 1) / 1000,
    },
    partnerProgramEnrollment: null,
    adminCollections: [
      { id: expect.any(String), name: 'Newer', slug: 'newer', avatar: { id: 'img-newer' } },
      { id: expect.any(String), name: 'Older', slug: 'older', avatar: null },
    ],
  });
});

test('AvatarMenuQuery answers viewer null for a visitor', async () => {
  const body = await run(AvatarMenuQuery);
  expect(body).toEqual({ data: { viewer: null } });
});

test('UnreadNotificationCount is 0 for a signed-in reader (no notifications yet) and null for a visitor', async () => {
  const reader = await makeUser(table.data, { username: 'reader' });
  expect((await run(UnreadNotificationCount, reader.id)).data).toEqual({
    notificationStatus: { unreadNotificationCount: 0 },
  });
  expect((await run(UnreadNotificationCount)).data).toEqual({ notificationStatus: null });
});
