import { resolverEvent } from '#fixtures/appsync-event.ts';
import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import { createSocialChanges, socialMessages } from './social-changes.ts';
import { createSocialReads } from './social-reads.ts';
import { createSocialResolvers } from './social-resolvers.ts';
import { memorySocialRepository, storedCollection } from './social-test-doubles.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';

const ada = storedUser('user-ada', 'ada');
const journal = storedCollection('c-journal', 'user-ada');

function setup() {
  const users = memoryUsersRepository([ada]);
  const social = memorySocialRepository([ada.id], [journal]);
  const { fields, batchFields } = createSocialResolvers({
    changes: createSocialChanges({
      users: users.repository,
      social: social.repository,
      rateLimits: memoryRateLimitCounter(),
      notify: async () => {},
      reindexFollowed: async () => {},
      now: () => 0,
    }),
    reads: createSocialReads({ users: users.repository, social: social.repository }),
  });
  const call = (field: string, options: Parameters<typeof resolverEvent>[1] = {}) =>
    fields[field]!(resolverEvent(field, options));
  return { call, batchFields, social };
}

const mutations: [string, Record<string, unknown>][] = [
  ['Mutation.followUser', { targetUserId: 'user-ada' }],
  ['Mutation.unfollowUser', { targetUserId: 'user-ada' }],
  ['Mutation.muteUser', { targetUserId: 'user-ada' }],
  ['Mutation.unmuteUser', { targetUserId: 'user-ada' }],
  ['Mutation.followCollection', { targetCollectionId: 'c-journal' }],
  ['Mutation.unfollowCollection', { targetCollectionId: 'c-journal' }],
  ['Mutation.muteCollection', { targetCollectionId: 'c-journal' }],
  ['Mutation.unmuteCollection', { targetCollectionId: 'c-journal' }],
];

test.each(mutations)('%s answers a visitor Unauthorized, reading nothing', async (field, args) => {
  const { call, social } = setup();
  expect(await call(field, { arguments: args })).toEqual({
    __typename: 'Unauthorized',
    message: socialMessages.signIn,
  });
  expect(social.repository.findCollectionById).not.toHaveBeenCalled();
});

test.each(mutations)('%s answers a missing or empty id BadRequest', async (field, args) => {
  const { call } = setup();
  const [name] = Object.keys(args);
  const viewer = { id: 'user-ben', xsrf: 'x' };
  expect(await call(field, { viewer, arguments: {} })).toMatchObject({ __typename: 'BadRequest' });
  expect(await call(field, { viewer, arguments: { [name!]: '  ' } })).toMatchObject({
    __typename: 'BadRequest',
    message: expect.stringMatching(/id cannot be empty/),
  });
});

test('lists refuse a limit out of 1–25 with BadRequest', async () => {
  const { call } = setup();
  await expect(
    call('User.followersConnection', { source: { id: 'user-ada' }, arguments: { paging: { limit: 26 } } }),
  ).rejects.toMatchObject({ name: 'BadRequest' });
  await expect(
    call('Collection.followersConnection', {
      source: { id: 'c-journal' },
      arguments: { paging: { limit: 0 } },
    }),
  ).rejects.toMatchObject({ name: 'BadRequest' });
});

test('Collection.viewerEdge takes the creator from its parent', async () => {
  const { batchFields } = setup();
  const events = [journal].map((source) =>
    resolverEvent('Collection.viewerEdge', { source, viewer: { id: 'user-ada' } }),
  );
  expect(await batchFields['Collection.viewerEdge']!(events)).toEqual([
    expect.objectContaining({ id: 'c-journal:user-ada', isEditor: true }),
  ]);
});
