import { resolverEvent } from '#fixtures/appsync-event.ts';
import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';
import { createUpdateResolvers } from './update-resolvers.ts';
import { createViewerUpdates } from './viewer-updates.ts';

const ada = storedUser('user-ada', 'ada');

function setup() {
  const { repository } = memoryUsersRepository([ada]);
  const rateLimits = memoryRateLimitCounter();
  const fields = createUpdateResolvers(
    createViewerUpdates({ repository, rateLimits, reindex: async () => {}, now: Date.now }),
  );
  const call = (field: string, args: Record<string, unknown> = {}, viewerId?: string) =>
    fields[field]!(
      resolverEvent(field, { arguments: args, ...(viewerId ? { viewer: { id: viewerId, xsrf: 'x' } } : {}) }),
    );
  return { call, repository, rateLimits };
}

const mutations: [string, Record<string, unknown>][] = [
  ['Mutation.updateViewerProfile', { input: { name: 'Ada' } }],
  ['Mutation.updateUsername', { username: 'lovelace' }],
  ['Mutation.updateNotificationSettings', { input: { emailFrequency: 'OFF' } }],
  ['Mutation.updatePublishingSettings', { input: { defaultResponsesAllowed: 'NOBODY' } }],
  ['Mutation.claimSubdomain', {}],
  ['Mutation.unclaimSubdomain', {}],
  ['Mutation.dismissFlag', { userId: 'user-ada', flag: 'expired-last-week' }],
];

test.each(mutations)(
  '%s answers a visitor Unauthorized without reading or counting anything',
  async (field, args) => {
    const { call, repository, rateLimits } = setup();
    expect(await call(field, args)).toEqual({ __typename: 'Unauthorized', message: signInToChangeSettings });
    expect(repository.findUserById).not.toHaveBeenCalled();
    expect(rateLimits.hits).toEqual([]);
  },
);

test.each(mutations)('%s answers the viewer as a User', async (field, args) => {
  const { call } = setup();
  expect(await call(field, args, 'user-ada')).toMatchObject({ __typename: 'User', id: 'user-ada' });
});

test.each([
  ['Mutation.updateViewerProfile', { input: { name: '' } }, 'input.name: Please enter your name.'],
  ['Mutation.updateViewerProfile', {}, 'input: Invalid input: expected object, received undefined'],
  [
    'Mutation.updateNotificationSettings',
    { input: { emailFrequency: 'SOMETIMES' } },
    'input.emailFrequency: Invalid option: expected one of "ALL"|"NETWORK"|"OFF"',
  ],
  [
    'Mutation.updatePublishingSettings',
    { input: { allowEmailAddressSharingEditorWriter: 'yes' } },
    'input.allowEmailAddressSharingEditorWriter: Invalid input: expected boolean, received string',
  ],
  ['Mutation.updateUsername', { username: 42 }, 'username: Invalid input: expected string, received number'],
  [
    'Mutation.dismissFlag',
    { userId: 'user-ada' },
    'flag: Invalid input: expected string, received undefined',
  ],
])('%s answers bad arguments (%p) as a BadRequest value, not counted', async (field, args, message) => {
  const { call, repository, rateLimits } = setup();
  expect(await call(field, args, 'user-ada')).toEqual({ __typename: 'BadRequest', message });
  expect(repository.updateUser).not.toHaveBeenCalled();
  expect(rateLimits.hits).toEqual([]);
});
