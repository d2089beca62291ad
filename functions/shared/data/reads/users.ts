import type { EntityItem } from 'electrodb';
import { batchGetMap } from '../batch-get.ts';
import type { FolioData } from '../data.ts';

/** A user as stored (functions/shared/data/entities/user.ts). */
export type UserItem = EntityItem<FolioData['entities']['user']>;

/**
 * The reads of users that several domains need, each written once and each one DynamoDB request: the
 * users domain (profiles, writers, the viewer), auth (the session's user, sign-in) and its hand-offs
 * (claimed subdomains). Domains take them into their repositories; docs/data-model.md lists them.
 */
export function createUserReads(data: FolioData) {
  const { user } = data.entities;

  return {
    /** A user by id: one GetItem on the table (consistent when the caller has just written it). */
    async findUserById(id: string, consistent = false): Promise<UserItem | undefined> {
      const { data: item } = await user.get({ id }).go({ consistent });
      return item ?? undefined;
    },

    /** A user by (normalised) username: Query gsi1 on username; usernames are unique through their claim. */
    async findUserByUsername(username: string): Promise<UserItem | undefined> {
      const { data: items } = await user.query.byUsername({ username }).go({ limit: 1 });
      return items[0];
    },

    /** Users by id: one BatchGetItem for the unique ids (Post.creator answers a whole batch with it). */
    findUsersByIds(ids: readonly string[]): Promise<Map<string, UserItem>> {
      return batchGetMap(ids, 'id', (keys) => user.get(keys.map((id) => ({ id }))).go(), 'user');
    },
  };
}

export type UserReads = ReturnType<typeof createUserReads>;
