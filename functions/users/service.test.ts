import { anonymousViewer, type Viewer } from '#shared/api/viewer.ts';
import type { UserItem } from './repository.ts';
import { createUsersService } from './service.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';

const user = storedUser;
const ada = user('user-ada', 'ada', { email: 'ada@folio.example', dismissableFlags: ['upsell'] });
const grace = user('user-grace', 'grace', { email: 'grace@folio.example' });
const signedIn = (id: string): Viewer => ({ ...anonymousViewer, id, xsrf: 'x' });
const memoryRepository = (users: UserItem[]) => memoryUsersRepository(users).repository;

test('viewer is null for a visitor without reading the table', async () => {
  const repository = memoryRepository([ada]);
  expect(await createUsersService({ repository }).viewer(anonymousViewer)).toBeNull();
  expect(repository.findUserById).not.toHaveBeenCalled();
});

test('viewer carries the viewer-only fields', async () => {
  const service = createUsersService({ repository: memoryRepository([ada]) });
  expect(await service.viewer(signedIn('user-ada'))).toMatchObject({
    id: 'user-ada',
    emailObfuscated: 'a***@f***.example',
    dismissableFlags: ['upsell'],
    isAuthorVerified: false,
  });
});

test('userResult follows the lookup it is given and names what it could not find', async () => {
  const service = createUsersService({ repository: memoryRepository([ada]) });
  expect(await service.userResult({ username: 'ada' }, anonymousViewer)).toMatchObject({
    __typename: 'User',
    id: 'user-ada',
    emailObfuscated: null,
  });
  expect(await service.userResult({ id: 'user-x' }, anonymousViewer)).toEqual({
    __typename: 'NotFound',
    message: 'No user with id user-x.',
  });
});

test('userResult shows the viewer-only fields only of the viewer themselves', async () => {
  const service = createUsersService({ repository: memoryRepository([ada, grace]) });
  const asAda = signedIn('user-ada');
  expect(await service.userResult({ id: 'user-ada' }, asAda)).toMatchObject({
    emailObfuscated: 'a***@f***.example',
  });
  expect(await service.userResult({ id: 'user-grace' }, asAda)).toMatchObject({
    emailObfuscated: null,
    dismissableFlags: null,
    isAuthorVerified: null,
  });
});

test('creatorsOf answers in order with one batch read of the unique ids', async () => {
  const repository = memoryRepository([ada, grace]);
  const creators = await createUsersService({ repository }).creatorsOf(
    ['user-grace', null, 'user-ada', 'user-grace', 'user-x'],
    signedIn('user-ada'),
  );
  expect(creators.map((creator) => creator?.id ?? null)).toEqual([
    'user-grace',
    null,
    'user-ada',
    'user-grace',
    null,
  ]);
  expect(creators.map((creator) => creator?.emailObfuscated ?? null)).toEqual([
    null,
    null,
    'a***@f***.example',
    null,
    null,
  ]);
  expect(repository.findUsersByIds).toHaveBeenCalledTimes(1);
});

test('creatorsOf reads nothing for a batch without writers', async () => {
  const repository = memoryRepository([]);
  const service = createUsersService({ repository });
  expect(await service.creatorsOf([null, undefined], anonymousViewer)).toEqual([null, null]);
  expect(repository.findUsersByIds).not.toHaveBeenCalled();
});
