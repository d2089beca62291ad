import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import type { RateLimitRule } from '#shared/data/rate-limit.ts';
import { anonymousViewer } from '#shared/api/viewer.ts';
import { changeLimits } from './rate-limits.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';
import { createViewerUpdates, type SignedInViewer } from './viewer-updates.ts';

const as = (id: string): SignedInViewer => ({ ...anonymousViewer, id, xsrf: 'x' });
const ada = as('user-ada');
const grace = as('user-grace');

/** The viewer's changes over a counter in memory and a clock the test moves. */
function setup() {
  const memory = memoryUsersRepository([storedUser('user-ada', 'ada'), storedUser('user-grace', 'grace')]);
  const rateLimits = memoryRateLimitCounter();
  const clock = { now: Date.UTC(2026, 4, 1, 12, 30) };
  const updates = createViewerUpdates({
    repository: memory.repository,
    rateLimits,
    reindex: async () => {},
    now: () => clock.now,
  });
  return { ...memory, updates, rateLimits, clock };
}
type Updates = ReturnType<typeof setup>['updates'];

/** Each mutation under its rule, as a call that passes the argument rules. */
const changes: [string, RateLimitRule, (updates: Updates, viewer: SignedInViewer) => Promise<unknown>][] = [
  ['updateUsername', changeLimits.username, (u, v) => u.updateUsername(v, `${v.id.slice(5)}x`)],
  ['claimSubdomain', changeLimits.username, (u, v) => u.claimSubdomain(v)],
  ['unclaimSubdomain', changeLimits.username, (u, v) => u.unclaimSubdomain(v)],
  ['updateProfile', changeLimits.settings, (u, v) => u.updateProfile(v, { bio: 'b' })],
  ['updateNotificationSettings', changeLimits.settings, (u, v) => u.updateNotificationSettings(v, {})],
  [
    'updatePublishingSettings',
    changeLimits.settings,
    (u, v) => u.updatePublishingSettings(v, { defaultResponsesAllowed: 'NOBODY' }),
  ],
  ['dismissFlag', changeLimits.settings, (u, v) => u.dismissFlag(v, v.id, 'expired-last-week')],
];

test('username and subdomain: 10 a day; profile, settings and dismissals: 60 an hour', () => {
  expect(changeLimits.username).toMatchObject({ limit: 10, windowSeconds: 24 * 3600 });
  expect(changeLimits.settings).toMatchObject({ limit: 60, windowSeconds: 3600 });
  expect(new Set(Object.values(changeLimits).map((rule) => rule.bucket)).size).toBe(3);
});

test.each(changes)(
  '%s counts against its rule; at the limit it is RateLimited with nothing written',
  async (_, rule, change) => {
    const { updates, repository, rateLimits } = setup();
    for (let hit = 0; hit < rule.limit; hit += 1) await change(updates, ada);
    repository.updateUser.mockClear();
    repository.moveUsername.mockClear();
    repository.appendDismissedFlag.mockClear();
    expect(await change(updates, ada)).toEqual({ __typename: 'RateLimited', message: rule.message });
    expect(repository.updateUser).not.toHaveBeenCalled();
    expect(repository.moveUsername).not.toHaveBeenCalled();
    expect(repository.appendDismissedFlag).not.toHaveBeenCalled();
    expect(new Set(rateLimits.hits.map((hit) => `${hit.bucket} ${hit.key}`))).toEqual(
      new Set([`${rule.bucket} user-ada`]),
    );
  },
);

test('the mutations of one rule share its count; the other rule and other viewers are unaffected', async () => {
  const { updates } = setup();
  for (let hit = 0; hit < 5; hit += 1) {
    await updates.claimSubdomain(ada);
    await updates.unclaimSubdomain(ada);
  }
  expect(await updates.updateUsername(ada, 'lovelace')).toMatchObject({ __typename: 'RateLimited' });
  expect(await updates.updateProfile(ada, { bio: 'still here' })).toMatchObject({ __typename: 'User' });
  expect(await updates.updateUsername(grace, 'hopper')).toMatchObject({ username: 'hopper' });
});

test('a full window rolls over: the next day (or hour) counts afresh', async () => {
  const { updates, clock } = setup();
  for (let hit = 0; hit < changeLimits.settings.limit; hit += 1) await updates.updateProfile(ada, {});
  for (let hit = 0; hit < changeLimits.username.limit; hit += 1) await updates.claimSubdomain(ada);
  expect(await updates.updateProfile(ada, {})).toMatchObject({ __typename: 'RateLimited' });
  clock.now = Date.UTC(2026, 4, 1, 13);
  expect(await updates.updateProfile(ada, { name: 'Ada' })).toMatchObject({ name: 'Ada' });
  expect(await updates.claimSubdomain(ada)).toMatchObject({ __typename: 'RateLimited' });
  clock.now = Date.UTC(2026, 4, 2);
  expect(await updates.claimSubdomain(ada)).toMatchObject({ __typename: 'User', hasSubdomain: true });
});

test('requests refused by the argument rules are not counted', async () => {
  const { updates, rateLimits } = setup();
  expect(await updates.updateUsername(ada, 'settings')).toMatchObject({ __typename: 'BadRequest' });
  expect(await updates.dismissFlag(ada, 'user-grace', 'expired-last-week')).toMatchObject({
    __typename: 'Forbidden',
  });
  expect(await updates.dismissFlag(ada, 'user-ada', 'upsell')).toMatchObject({ __typename: 'BadRequest' });
  expect(rateLimits.hits).toEqual([]);
});
