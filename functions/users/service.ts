import { notFound, type ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { UserLookup } from './arguments.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { UserItem, UsersRepository } from './repository.ts';

export interface UsersServiceDependencies {
  repository: UsersRepository;
}

/**
 * Reading people: the signed-in viewer, a profile by id or username, the writers of stories. Whoever
 * the User is, the viewer-only fields are filled only when it is the signed-in viewer themselves.
 */
export function createUsersService({ repository }: UsersServiceDependencies) {
  const forViewer = (viewer: Viewer) => (user: UserItem) => toGraphqlUser(user, user.id === viewer.id);

  return {
    /** The signed-in reader, or null for a visitor (or a session whose user no longer exists). */
    async viewer(viewer: Viewer): Promise<GraphqlUser | null> {
      if (!viewer.id) return null;
      const user = await repository.findUserById(viewer.id);
      return user ? toGraphqlUser(user, true) : null;
    },

    async userResult(lookup: UserLookup, viewer: Viewer): Promise<GraphqlUser | ResultValue<'NotFound'>> {
      const user =
        'id' in lookup
          ? await repository.findUserById(lookup.id)
          : await repository.findUserByUsername(lookup.username);
      if (user) return forViewer(viewer)(user);
      return notFound('id' in lookup ? `No user with id ${lookup.id}.` : `No user @${lookup.username}.`);
    },

    /** The writer of each story of a batch, in the batch's order: one BatchGet for the unique writers. */
    async creatorsOf(
      creatorIds: readonly (string | null | undefined)[],
      viewer: Viewer,
    ): Promise<(GraphqlUser | null)[]> {
      const ids = creatorIds.filter((id): id is string => Boolean(id));
      const users = ids.length > 0 ? await repository.findUsersByIds(ids) : new Map();
      const toUser = forViewer(viewer);
      return creatorIds.map((id) => {
        const user = id ? users.get(id) : undefined;
        return user ? toUser(user) : null;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
