import { batchGetAll } from '../shared/batch-get.ts';
import type { FolioData } from '../shared/data.ts';
import type { UserItem } from '../shared/graphql-user/graphql-user.ts';

export type { UserItem };

/** The only code of the users domain that touches the table: one function per access pattern. */
export function createUsersRepository(data: FolioData) {
  const { user } = data.entities;

  return {
    /** A user by id: one GetItem on the table. */
    async findUserById(id: string): Promise<UserItem | undefined> {
      const { data: item } = await user.get({ id }).go();
      return item ?? undefined;
    },

    /** A user by (normalised) username: Query gsi1 on username; usernames are unique through their claim. */
    async findUserByUsername(username: string): Promise<UserItem | undefined> {
      const { data: items } = await user.query.byUsername({ username }).go({ limit: 1 });
      return items[0];
    },

    /** Users by id: one BatchGetItem for the unique ids (Post.creator answers a whole batch with it). */
    async findUsersByIds(ids: readonly string[]): Promise<Map<string, UserItem>> {
      const items = await batchGetAll(ids, 'id', (keys) => user.get(keys.map((id) => ({ id }))).go(), 'user');
      return new Map(items.map((item) => [item.id, item]));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
