import type { UserChanges, UserItem, UsersRepository } from './repository.ts';

/** A stored user for unit tests: the fields every user has, and whatever the test adds. */
export const storedUser = (id: string, username: string, extra: Partial<UserItem> = {}): UserItem => ({
  id,
  username,
  name: username.toUpperCase(),
  bio: '',
  createdAt: 0,
  ...extra,
});

/**
 * The users repository over Maps, with the table's guarantees: a username claim has one owner, a move
 * needs the name still as read, a flag is appended once. Every function is a jest mock, so a test can
 * count reads or make one fail.
 */
export function memoryUsersRepository(users: UserItem[]) {
  const byId = new Map(users.map((item) => [item.id, { ...item }]));
  const claims = new Map(users.map((item) => [item.username, item.id]));
  const find = (id: string) => {
    const item = byId.get(id);
    return item ? { ...item } : undefined;
  };
  const repository = {
    findUserById: jest.fn(async (id: string, _consistent?: boolean) => find(id)),
    findUserByUsername: jest.fn(async (username: string) =>
      [...byId.values()].find((item) => item.username === username),
    ),
    findUsersByIds: jest.fn(
      async (ids: readonly string[]) =>
        new Map(ids.flatMap((id) => (byId.has(id) ? [[id, find(id) as UserItem] as const] : []))),
    ),
    updateUser: jest.fn(async (id: string, changes: UserChanges) => {
      const item = byId.get(id);
      if (!item) return undefined;
      Object.assign(item, changes);
      return find(id);
    }),
    moveUsername: jest.fn(async (id: string, from: string, to: string) => {
      const item = byId.get(id);
      if (claims.has(to)) return 'taken' as const;
      if (!item || item.username !== from) return 'stale' as const;
      claims.delete(from);
      claims.set(to, id);
      item.username = to;
      return 'moved' as const;
    }),
    appendDismissedFlag: jest.fn(async (id: string, flag: string) => {
      const item = byId.get(id);
      if (!item) return undefined;
      if (!item.dismissableFlags?.includes(flag))
        item.dismissableFlags = [...(item.dismissableFlags ?? []), flag];
      return find(id);
    }),
    recordUpsellShown: jest.fn(async (id: string, at: number) => {
      const item = byId.get(id);
      if (!item) return undefined;
      item.postSubscribeMembershipUpsellShownAt ??= at;
      return find(id);
    }),
  } satisfies UsersRepository;
  return { repository, claims, stored: find };
}
