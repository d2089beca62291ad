import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import { usernameMessages } from '#contract/username.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';
import type { SearchIndexEntry } from '#shared/queues/search-index-message.ts';
import { createViewerUpdates, type SignedInViewer } from './viewer-updates.ts';
import { anonymousViewer } from '#shared/api/viewer.ts';

const ada = storedUser('user-ada', 'ada', { email: 'ada@folio.example' });
const grace = storedUser('user-grace', 'grace');
const legacy = storedUser('user-old', 'old.name');
const as = (id: string): SignedInViewer => ({ ...anonymousViewer, id, xsrf: 'x' });

function setup() {
  const memory = memoryUsersRepository([ada, grace, legacy]);
  const reindexed: SearchIndexEntry[] = [];
  const updates = createViewerUpdates({
    repository: memory.repository,
    rateLimits: memoryRateLimitCounter(),
    reindex: async (entries) => {
      reindexed.push(...entries);
    },
    now: () => Date.UTC(2026, 0, 1),
  });
  return { ...memory, updates, reindexed };
}

describe('profile and settings', () => {
  test('write only what was sent and answer the whole viewer', async () => {
    const { updates, repository, stored } = setup();
    const result = await updates.updateProfile(as('user-ada'), { name: 'Ada L.', pronouns: ['she'] });
    expect(result).toMatchObject({ __typename: 'User', name: 'Ada L.', pronouns: ['she'], username: 'ada' });
    expect(result).toMatchObject({ emailObfuscated: 'a***@f***.example' });
    expect(repository.updateUser).toHaveBeenCalledWith('user-ada', { name: 'Ada L.', pronouns: ['she'] });
    expect(stored('user-ada')).toMatchObject({ bio: '', name: 'Ada L.' });
  });

  test('a profile change is indexed again for search; settings and no change are not', async () => {
    const { updates, reindexed } = setup();
    await updates.updateProfile(as('user-ada'), {});
    await updates.updateNotificationSettings(as('user-ada'), { digestFrequency: 'OFF' });
    expect(reindexed).toEqual([]);
    await updates.updateProfile(as('user-ada'), { bio: 'Counts.' });
    expect(reindexed).toEqual([{ kind: 'user', id: 'user-ada' }]);
  });

  test('an empty change writes nothing and answers the viewer as stored', async () => {
    const { updates, repository } = setup();
    expect(await updates.updateNotificationSettings(as('user-ada'), {})).toMatchObject({ id: 'user-ada' });
    expect(repository.updateUser).not.toHaveBeenCalled();
  });

  test('notification and publishing settings come back in the viewer', async () => {
    const { updates } = setup();
    const result = await updates.updateNotificationSettings(as('user-ada'), { digestFrequency: 'OFF' });
    expect(result).toMatchObject({ notificationSettings: { digestFrequency: 'OFF', emailFrequency: 'ALL' } });
    const publishing = await updates.updatePublishingSettings(as('user-ada'), {
      defaultResponsesAllowed: 'NOBODY',
    });
    expect(publishing).toMatchObject({ publishingSettings: { defaultResponsesAllowed: 'NOBODY' } });
  });

  test('a session whose user is gone is NotFound, written or not', async () => {
    const { updates } = setup();
    expect(await updates.updateProfile(as('user-gone'), { bio: 'x' })).toEqual({
      __typename: 'NotFound',
      message: 'No user with id user-gone.',
    });
    expect(await updates.updateProfile(as('user-gone'), {})).toMatchObject({ __typename: 'NotFound' });
    expect(
      await updates.updateNotificationSettings(as('user-gone'), { emailFrequency: 'OFF' }),
    ).toMatchObject({
      __typename: 'NotFound',
    });
    expect(
      await updates.updatePublishingSettings(as('user-gone'), { defaultResponsesAllowed: 'NOBODY' }),
    ).toMatchObject({ __typename: 'NotFound' });
  });
});

describe('updateUsername', () => {
  test('moves the claim and the user, and the new name is indexed again', async () => {
    const { updates, claims, reindexed } = setup();
    expect(await updates.updateUsername(as('user-ada'), 'lovelace')).toMatchObject({ username: 'lovelace' });
    expect(claims.get('lovelace')).toBe('user-ada');
    expect(claims.has('ada')).toBe(false);
    expect(reindexed).toEqual([{ kind: 'user', id: 'user-ada' }]);
  });

  test.each([
    ['', usernameMessages.empty],
    ['a'.repeat(31), usernameMessages.tooLong],
    ['ada.lovelace', usernameMessages.invalid],
    ['settings', usernameMessages.reserved],
  ])('refuses %p with the rules’ message', async (username, message) => {
    const { updates, repository } = setup();
    expect(await updates.updateUsername(as('user-ada'), username)).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect(repository.moveUsername).not.toHaveBeenCalled();
  });

  test('a name someone holds is AlreadyExists', async () => {
    const { updates, stored, reindexed } = setup();
    expect(await updates.updateUsername(as('user-ada'), 'grace')).toEqual({
      __typename: 'AlreadyExists',
      message: usernameMessages.taken,
    });
    expect(stored('user-ada')?.username).toBe('ada');
    expect(reindexed).toEqual([]);
  });

  test('a name held without a claim (an account older than claims) is AlreadyExists too', async () => {
    const { updates, claims } = setup();
    claims.delete('grace');
    expect(await updates.updateUsername(as('user-ada'), 'grace')).toMatchObject({
      __typename: 'AlreadyExists',
    });
  });

  test('the same name again changes nothing', async () => {
    const { updates, repository } = setup();
    expect(await updates.updateUsername(as('user-ada'), 'ada')).toMatchObject({ username: 'ada' });
    expect(repository.moveUsername).not.toHaveBeenCalled();
  });

  test('a name changed under the move (another tab) is read again and the move retried', async () => {
    const { updates, repository } = setup();
    repository.moveUsername.mockResolvedValueOnce('stale');
    expect(await updates.updateUsername(as('user-ada'), 'countess')).toMatchObject({ username: 'countess' });
    expect(repository.moveUsername).toHaveBeenCalledTimes(2);
    expect(repository.findUserById).toHaveBeenLastCalledWith('user-ada', true);
  });

  test('a name that keeps changing is an error after three tries, never a loop', async () => {
    const { updates, repository } = setup();
    repository.moveUsername.mockResolvedValue('stale');
    await expect(updates.updateUsername(as('user-ada'), 'countess')).rejects.toThrow(/kept changing/);
    expect(repository.moveUsername).toHaveBeenCalledTimes(3);
  });

  test('a session whose user is gone is NotFound', async () => {
    const { updates } = setup();
    expect(await updates.updateUsername(as('user-gone'), 'newname')).toMatchObject({
      __typename: 'NotFound',
    });
  });

  test('a subdomain stays on under the new name', async () => {
    const { updates } = setup();
    await updates.claimSubdomain(as('user-ada'));
    expect(await updates.updateUsername(as('user-ada'), 'lovelace')).toMatchObject({
      username: 'lovelace',
      hasSubdomain: true,
    });
  });
});

describe('subdomain', () => {
  test('claim turns it on, unclaim off, each twice without harm', async () => {
    const { updates } = setup();
    expect(await updates.claimSubdomain(as('user-ada'))).toMatchObject({ hasSubdomain: true });
    expect(await updates.claimSubdomain(as('user-ada'))).toMatchObject({ hasSubdomain: true });
    expect(await updates.unclaimSubdomain(as('user-ada'))).toMatchObject({ hasSubdomain: false });
    expect(await updates.unclaimSubdomain(as('user-ada'))).toMatchObject({ hasSubdomain: false });
  });

  test('a username that cannot be a DNS label must change first', async () => {
    const { updates, stored } = setup();
    expect(await updates.claimSubdomain(as('user-old'))).toEqual({
      __typename: 'BadRequest',
      message: `@old.name cannot be a subdomain: change your username first. ${usernameMessages.invalid}`,
    });
    expect(stored('user-old')?.hasSubdomain).toBeUndefined();
  });

  test('a session whose user is gone is NotFound, claiming or not', async () => {
    const { updates } = setup();
    expect(await updates.claimSubdomain(as('user-gone'))).toMatchObject({ __typename: 'NotFound' });
    expect(await updates.unclaimSubdomain(as('user-gone'))).toMatchObject({ __typename: 'NotFound' });
  });
});

describe('dismissFlag', () => {
  test('records a known flag once', async () => {
    const { updates } = setup();
    await updates.dismissFlag(as('user-ada'), 'user-ada', 'expired-last-week');
    expect(await updates.dismissFlag(as('user-ada'), 'user-ada', 'expired-last-week')).toMatchObject({
      dismissableFlags: ['expired-last-week'],
    });
  });

  test('another user’s flags are Forbidden', async () => {
    const { updates, repository } = setup();
    expect(await updates.dismissFlag(as('user-ada'), 'user-grace', 'expired-last-week')).toEqual({
      __typename: 'Forbidden',
      message: 'You can only dismiss your own banners.',
    });
    expect(repository.appendDismissedFlag).not.toHaveBeenCalled();
  });

  test('an unknown flag is BadRequest', async () => {
    const { updates } = setup();
    expect(await updates.dismissFlag(as('user-ada'), 'user-ada', 'upsell')).toEqual({
      __typename: 'BadRequest',
      message: 'There is no flag upsell to dismiss.',
    });
  });

  test('a session whose user is gone is NotFound', async () => {
    const { updates } = setup();
    expect(await updates.dismissFlag(as('user-gone'), 'user-gone', 'will-expire-last-week')).toMatchObject({
      __typename: 'NotFound',
    });
  });
});
