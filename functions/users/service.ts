import { notFound, type ResultValue } from '../shared/results.ts';
import type { Viewer } from '../shared/viewer.ts';
import type { UserLookup } from './arguments.ts';
import { toGraphqlUser, type GraphqlUser } from './mappers.ts';
import type { UsersRepository } from './repository.ts';

export interface UsersServiceDependencies {
  repository: UsersRepository;
}

/** Reading people: the signed-in viewer, a profile by id or username, the writers of stories. */
export function createUsersService({ repository }: UsersServiceDependencies) {
  return {
    /** The signed-in reader, or null for a visitor (or a session whose user no longer exists). */
    async viewer(viewer: Viewer): Promise<GraphqlUser | null> {
      if (!viewer.id) return null;
      const user = await repository.findUserById(viewer.id);
      return user ? toGraphqlUser(user) : null;
    },

    async userResult(lookup: UserLookup): Promise<GraphqlUser | ResultValue<'NotFound'>> {
      const user =
        'id' in lookup
          ? await repository.findUserById(lookup.id)
          : await repository.findUserByUsername(lookup.username);
      if (user) return toGraphqlUser(user);
      return notFound('id' in lookup ? `No user with id ${lookup.id}.` : `No user @${lookup.username}.`);
    },

    /** The writer of each story of a batch, in the batch's order: one BatchGet for the unique writers. */
    async creatorsOf(creatorIds: readonly (string | null | undefined)[]): Promise<(GraphqlUser | null)[]> {
      const ids = creatorIds.filter((id): id is string => Boolean(id));
      const users = ids.length > 0 ? await repository.findUsersByIds(ids) : new Map();
      return creatorIds.map((id) => {
        const user = id ? users.get(id) : undefined;
        return user ? toGraphqlUser(user) : null;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
