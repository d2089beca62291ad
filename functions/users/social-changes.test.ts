import type { NotificationEvent } from '#shared/queues/notification-event.ts';
import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import { anonymousViewer } from '#shared/api/viewer.ts';
import { changeLimits } from './rate-limits.ts';
import { createSocialChanges, socialMessages } from './social-changes.ts';
import { memorySocialRepository, storedCollection } from './social-test-doubles.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';

const ada = storedUser('user-ada', 'ada', { email: 'ada@folio.example', followerCount: 4 });
const ben = storedUser('user-ben', 'ben');
const journal = storedCollection('c-journal', 'user-ben', { followerCount: 9 });
const asAda = { ...anonymousViewer, id: 'user-ada', xsrf: 'x' };

function setup() {
  const users = memoryUsersRepository([ada, ben]);
  const social = memorySocialRepository([ada.id, ben.id], [journal]);
  const rateLimits = memoryRateLimitCounter();
  const notified: NotificationEvent[] = [];
  const changes = createSocialChanges({
    users: users.repository,
    social: social.repository,
    rateLimits,
    notify: async (event) => void notified.push(event),
    reindexFollowed: async () => {},
    now: () => Date.UTC(2026, 0, 1),
  });
  return { changes, users, social, rateLimits, notified };
}

test('a follow of a writer tells the writer (NEW_FOLLOWER), once; a publication, a refused or an undone follow tell nobody', async () => {
  const { changes, notified } = setup();
  await changes.followUser(asAda, ben.id);
  await changes.followUser(asAda, ben.id);
  await changes.unfollowUser(asAda, ben.id);
  await changes.followCollection(asAda, journal.id);
  await changes.followUser(asAda, ada.id);
  expect(notified).toEqual([
    { type: 'notify', kind: 'NEW_FOLLOWER', ownerId: ben.id, actorId: ada.id, at: Date.UTC(2026, 0, 1) },
  ]);
});

describe('following and muting oneself', () => {
  test.each([
    ['followUser', socialMessages.followSelf],
    ['muteUser', socialMessages.muteSelf],
  ] as const)('%s of oneself is a BadRequest, with nothing counted or written', async (action, message) => {
    const { changes, social, rateLimits } = setup();
    expect(await changes[action](asAda, ada.id)).toEqual({ __typename: 'BadRequest', message });
    expect(social.repository.follow).not.toHaveBeenCalled();
    expect(social.repository.mute).not.toHaveBeenCalled();
    expect(rateLimits.hits).toEqual([]);
  });

  test.each(['unfollowUser', 'unmuteUser'] as const)('%s of oneself changes nothing', async (action) => {
    const { changes, social } = setup();
    expect(await changes[action](asAda, ada.id)).toMatchObject({
      __typename: 'User',
      id: ada.id,
      emailObfuscated: 'a***@f***.example',
    });
    expect(social.repository.unfollow).not.toHaveBeenCalled();
    expect(social.repository.unmute).not.toHaveBeenCalled();
  });

  test('following a publication one created is allowed', async () => {
    const { changes } = setup();
    const asBen = { ...asAda, id: ben.id };
    expect(await changes.followCollection(asBen, journal.id)).toMatchObject({ __typename: 'Collection' });
  });
});

describe('follow and unfollow', () => {
  test('following answers the target as others see it, read consistently after the write', async () => {
    const { changes, users, social } = setup();
    expect(await changes.followUser(asAda, ben.id)).toMatchObject({
      __typename: 'User',
      id: ben.id,
      emailObfuscated: null,
    });
    expect(social.repository.follow).toHaveBeenCalledWith(
      ada.id,
      { kind: 'user', id: ben.id },
      Date.UTC(2026, 0, 1),
    );
    expect(users.repository.findUserById).toHaveBeenLastCalledWith(ben.id, true);
  });

  test('following twice is AlreadyExists ("You\'re already following")', async () => {
    const { changes } = setup();
    await changes.followCollection(asAda, journal.id);
    expect(await changes.followCollection(asAda, journal.id)).toEqual({
      __typename: 'AlreadyExists',
      message: "You're already following",
    });
  });

  test('unfollowing what one does not follow answers the target, as a success', async () => {
    const { changes, social } = setup();
    expect(await changes.unfollowUser(asAda, ben.id)).toMatchObject({ __typename: 'User', id: ben.id });
    expect(social.repository.unfollow).toHaveBeenCalledTimes(1);
    await changes.followUser(asAda, ben.id);
    expect(await changes.unfollowUser(asAda, ben.id)).toMatchObject({ __typename: 'User' });
    expect(social.follows).toEqual([]);
  });

  test('a write still cancelled by concurrent ones after its retries fails the call, to be tried again', async () => {
    const { changes, social } = setup();
    social.repository.unfollow.mockResolvedValue('conflict');
    await expect(changes.unfollowUser(asAda, ben.id)).rejects.toMatchObject({ name: 'ServiceUnavailable' });
  });

  test('a viewer whose account is gone is told so', async () => {
    const { changes } = setup();
    expect(await changes.followUser({ ...asAda, id: 'user-gone' }, ben.id)).toEqual({
      __typename: 'NotFound',
      message: 'No user with id user-gone.',
    });
  });
});

describe('mute and unmute', () => {
  test('are idempotent, keep the first mute, and answer the target', async () => {
    const { changes, social } = setup();
    expect(await changes.muteCollection(asAda, journal.id)).toMatchObject({
      __typename: 'Collection',
      subscriberCount: 9,
    });
    await changes.muteCollection(asAda, journal.id);
    expect(social.mutes).toHaveLength(1);
    expect(await changes.unmuteCollection(asAda, journal.id)).toMatchObject({ __typename: 'Collection' });
    expect(await changes.unmuteCollection(asAda, journal.id)).toMatchObject({ __typename: 'Collection' });
    expect(social.mutes).toEqual([]);
  });
});

describe('an unknown target', () => {
  test.each([
    ['followUser', 'No user with id user-nobody.'],
    ['unfollowUser', 'No user with id user-nobody.'],
    ['muteUser', 'No user with id user-nobody.'],
    ['unmuteUser', 'No user with id user-nobody.'],
  ] as const)('%s answers NotFound', async (action, message) => {
    const { changes, social } = setup();
    expect(await changes[action](asAda, 'user-nobody')).toEqual({ __typename: 'NotFound', message });
    expect(social.mutes).toEqual([]);
  });

  test.each(['followCollection', 'unfollowCollection', 'muteCollection', 'unmuteCollection'] as const)(
    '%s answers NotFound',
    async (action) => {
      const { changes, social } = setup();
      expect(await changes[action](asAda, 'c-nothing')).toEqual({
        __typename: 'NotFound',
        message: 'No publication with id c-nothing.',
      });
      expect(social.mutes).toEqual([]);
    },
  );
});

test(`past ${changeLimits.social.limit} changes an hour the viewer is RateLimited, and nothing is written`, async () => {
  const { changes, social, rateLimits } = setup();
  for (let change = 0; change < changeLimits.social.limit / 2; change += 1) {
    await changes.followUser(asAda, ben.id);
    await changes.unfollowUser(asAda, ben.id);
  }
  expect(await changes.muteUser(asAda, ben.id)).toEqual({
    __typename: 'RateLimited',
    message: changeLimits.social.message,
  });
  expect(social.repository.mute).not.toHaveBeenCalled();
  expect(new Set(rateLimits.hits.map((hit) => `${hit.bucket} ${hit.key}`))).toEqual(
    new Set(['social:user user-ada']),
  );
});
