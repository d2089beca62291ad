import { resolverEvent } from '#fixtures/appsync-event.ts';
import { memoryRateLimitCounter } from '#shared/data/rate-limit-test-double.ts';
import { signInToUploadImages } from '#contract/image-upload.ts';
import { changeLimits, imageUploadLimit } from './rate-limits.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';
import { createUpdateResolvers } from './update-resolvers.ts';
import { createViewerUpdates } from './viewer-updates.ts';

/** Mutation.startImageUpload: what POST /_/upload asks, as the viewer, before storing a story image. */
function setup() {
  const { repository } = memoryUsersRepository([storedUser('user-ada', 'ada')]);
  const rateLimits = memoryRateLimitCounter();
  const clock = { now: Date.UTC(2026, 4, 1, 12, 30) };
  const updates = createViewerUpdates({
    repository,
    rateLimits,
    reindex: async () => {},
    now: () => clock.now,
  });
  const field = createUpdateResolvers(updates)['Mutation.startImageUpload']!;
  const start = (viewerId?: string) =>
    field(
      resolverEvent('Mutation.startImageUpload', viewerId ? { viewer: { id: viewerId, xsrf: 'x' } } : {}),
    );
  return { start, repository, rateLimits, clock };
}

test('a visitor is told to sign in, and nothing is counted', async () => {
  const { start, rateLimits } = setup();
  expect(await start()).toEqual({ __typename: 'Unauthorized', message: signInToUploadImages });
  expect(rateLimits.hits).toEqual([]);
});

test('a viewer may upload 100 images an hour, counted apart from settings changes; nothing else is touched', async () => {
  const { start, repository, rateLimits, clock } = setup();
  expect(imageUploadLimit).toMatchObject({ limit: 100, windowSeconds: 3600 });
  expect(Object.values(changeLimits).map((rule) => rule.bucket)).not.toContain(imageUploadLimit.bucket);
  for (let upload = 0; upload < imageUploadLimit.limit; upload += 1) {
    expect(await start('user-ada')).toEqual({ __typename: 'ImageUploadStarted', userId: 'user-ada' });
  }
  expect(await start('user-ada')).toEqual({ __typename: 'RateLimited', message: imageUploadLimit.message });
  expect(new Set(rateLimits.hits.map((hit) => `${hit.bucket} ${hit.key}`))).toEqual(
    new Set([`${imageUploadLimit.bucket} user-ada`]),
  );
  expect(repository.findUserById).not.toHaveBeenCalled();
  expect(repository.updateUser).not.toHaveBeenCalled();
  clock.now = Date.UTC(2026, 4, 1, 13);
  expect(await start('user-ada')).toMatchObject({ __typename: 'ImageUploadStarted' });
});
