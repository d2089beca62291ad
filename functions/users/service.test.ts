import { anonymousViewer } from '../shared/viewer.ts';
import type { UserItem, UsersRepository } from './repository.ts';
import { createUsersService } from './service.ts';

const user = (id: string, username: string): UserItem => ({
  id,
  username,
  name: username.toUpperCase(),
  bio: '',
  createdAt: 0,
});
const ada = user('user-ada', 'ada');
const grace = user('user-grace', 'grace');

function memoryRepository(users: UserItem[]) {
  const byId = new Map(users.map((item) => [item.id, item]));
  return {
    findUserById: jest.fn(async (id: string) => byId.get(id)),
    findUserByUsername: jest.fn(async (username: string) => users.find((item) => item.username === username)),
    findUsersByIds: jest.fn(
      async (ids: readonly string[]) =>
        new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as UserItem] as const] : []))),
    ),
  } satisfies UsersRepository;
}

test('viewer is null for a visitor without reading the table', async () => {
  const repository = memoryRepository([ada]);
  expect(await createUsersService({ repository }).viewer(anonymousViewer)).toBeNull();
  expect(repository.findUserById).not.toHaveBeenCalled();
});

test('userResult follows the lookup it is given and names what it could not find', async () => {
  const service = createUsersService({ repository: memoryRepository([ada]) });
  expect(await service.userResult({ username: 'ada' })).toMatchObject({ __typename: 'User', id: 'user-ada' });
  expect(await service.userResult({ id: 'user-x' })).toEqual({
    __typename: 'NotFound',
    message: 'No user with id user-x.',
  });
});

test('creatorsOf answers in order with one batch read of the unique ids', async () => {
  const repository = memoryRepository([ada, grace]);
  const creators = await createUsersService({ repository }).creatorsOf([
    'user-grace',
    null,
    'user-ada',
    'user-grace',
    'user-x',
  ]);
  expect(creators.map((creator) => creator?.id ?? null)).toEqual([
    'user-grace',
    null,
    'user-ada',
    'user-grace',
    null,
  ]);
  expect(repository.findUsersByIds).toHaveBeenCalledTimes(1);
});

test('creatorsOf reads nothing for a batch without writers', async () => {
  const repository = memoryRepository([]);
  expect(await createUsersService({ repository }).creatorsOf([null, undefined])).toEqual([null, null]);
  expect(repository.findUsersByIds).not.toHaveBeenCalled();
});
