import { windowStartOf, type RateLimitRule } from '#shared/data/rate-limit.ts';
import { createHandler } from '#functions/users/handler.ts';
import { changeLimits } from '#functions/users/rate-limits.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The per-viewer limits on the settings mutations against DynamoDB Local, through the users Lambda's
 * own entry: the conditional counter in the table, the window of the handler's clock.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
const clock = { now: Date.UTC(2026, 4, 1, 12, 30) };

beforeAll(async () => {
  table = await createTestTable();
  handler = createHandler(table.data, undefined, () => clock.now);
});
afterAll(() => table.close());
beforeEach(() => {
  clock.now = Date.UTC(2026, 4, 1, 12, 30);
});

type Answer = Record<string, unknown> & { __typename: string };

async function member(username: string) {
  const user = await makeUser(table.data, { username });
  await table.data.entities.claim.put({ kind: 'username', value: username, ownerId: user.id }).go();
  return user;
}

const mutate = (field: string, viewerId: string, args: Record<string, unknown> = {}) =>
  handler(
    resolverEvent(`Mutation.${field}`, {
      arguments: args,
      viewer: { id: viewerId, xsrf: 'xsrf-1' },
      headers: { 'x-xsrf-token': 'xsrf-1' },
    }),
  ) as Promise<Answer>;

const counted = async (rule: RateLimitRule, viewerId: string) =>
  (
    await table.data.entities.rateLimit
      .get({ bucket: rule.bucket, key: viewerId, windowStart: windowStartOf(rule, clock.now) })
      .go({ consistent: true })
  ).data;
const stored = async (id: string) =>
  (await table.data.entities.user.get({ id }).go({ consistent: true })).data!;

describe('username and subdomain: 10 a day per viewer', () => {
  test('claims and unclaims count with name changes; the eleventh is RateLimited and moves nothing', async () => {
    const ada = await member('limitada');
    for (let change = 0; change < changeLimits.username.limit / 2; change += 1) {
      expect(await mutate('claimSubdomain', ada.id)).toMatchObject({ hasSubdomain: true });
      expect(await mutate('unclaimSubdomain', ada.id)).toMatchObject({ hasSubdomain: false });
    }
    expect(await mutate('updateUsername', ada.id, { username: 'limitada2' })).toEqual({
      __typename: 'RateLimited',
      message: changeLimits.username.message,
    });
    expect((await stored(ada.id)).username).toBe('limitada');
    expect(await counted(changeLimits.username, ada.id)).toMatchObject({
      count: changeLimits.username.limit,
      // Kept until its window ends, then left to the table's TTL.
      expiresAt: Math.floor((windowStartOf(changeLimits.username, clock.now) + 24 * 3600 * 1000) / 1000),
    });

    // Another viewer, and the other rule, are untouched.
    const grace = await member('limitgrace');
    expect(await mutate('updateUsername', grace.id, { username: 'limitgrace2' })).toMatchObject({
      username: 'limitgrace2',
    });
    expect(await mutate('updateViewerProfile', ada.id, { input: { bio: 'Still writing' } })).toMatchObject({
      bio: 'Still writing',
    });

    clock.now = Date.UTC(2026, 4, 2, 0, 0, 1);
    expect(await mutate('updateUsername', ada.id, { username: 'limitada2' })).toMatchObject({
      __typename: 'User',
      username: 'limitada2',
    });
  });

  test('a name the rules refuse is a BadRequest and not counted', async () => {
    const ada = await member('ruleada');
    expect(await mutate('updateUsername', ada.id, { username: 'settings' })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await mutate('updateUsername', ada.id, { username: 42 })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await counted(changeLimits.username, ada.id)).toBeNull();
  });
});

describe('profile, settings and dismissals: 60 an hour per viewer', () => {
  test('at the limit every one of them is RateLimited with nothing written, until the next hour', async () => {
    const ada = await member('busyada');
    // The window already holds all but one change: this one fills it.
    await table.data.entities.rateLimit
      .put({
        bucket: changeLimits.settings.bucket,
        key: ada.id,
        windowStart: windowStartOf(changeLimits.settings, clock.now),
        count: changeLimits.settings.limit - 1,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'expired-last-week' })).toMatchObject({
      dismissableFlags: ['expired-last-week'],
    });

    const refused = { __typename: 'RateLimited', message: changeLimits.settings.message };
    expect(await mutate('updateViewerProfile', ada.id, { input: { imageId: 'abcdef0123456789' } })).toEqual(
      refused,
    );
    expect(await mutate('updateNotificationSettings', ada.id, { input: { emailFrequency: 'OFF' } })).toEqual(
      refused,
    );
    expect(
      await mutate('updatePublishingSettings', ada.id, { input: { defaultResponsesAllowed: 'NOBODY' } }),
    ).toEqual(refused);
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'will-expire-last-week' })).toEqual(
      refused,
    );
    expect(await stored(ada.id)).toMatchObject({ dismissableFlags: ['expired-last-week'] });
    expect(await stored(ada.id)).not.toHaveProperty('imageId');
    expect(await stored(ada.id)).not.toHaveProperty('emailFrequency');

    // Name changes have their own count.
    expect(await mutate('claimSubdomain', ada.id)).toMatchObject({ hasSubdomain: true });

    clock.now = Date.UTC(2026, 4, 1, 13);
    expect(
      await mutate('updateViewerProfile', ada.id, { input: { imageId: 'abcdef0123456789' } }),
    ).toMatchObject({ __typename: 'User', imageId: 'abcdef0123456789' });
  });

  test('bad arguments are a BadRequest and not counted', async () => {
    const ada = await member('badargsada');
    expect(await mutate('updateViewerProfile', ada.id, { input: { name: '' } })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'upsell' })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await counted(changeLimits.settings, ada.id)).toBeNull();
  });
});
