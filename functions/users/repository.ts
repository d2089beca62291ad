import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createUserReads, type UserItem } from '#shared/data/reads/users.ts';

export type { UserItem };

/** What a settings change may write: profile fields, the settings, the subdomain switch. */
export type UserChanges = Partial<
  Pick<
    UserItem,
    | 'name'
    | 'bio'
    | 'pronouns'
    | 'imageId'
    | 'hasSubdomain'
    | 'emailFrequency'
    | 'digestFrequency'
    | 'allowEmailNewFollowers'
    | 'allowEmailResponses'
    | 'allowEmailMentions'
    | 'allowEmailHighlights'
    | 'allowEmailRecommendedStories'
    | 'allowEmailNewsletters'
    | 'allowEmailAddressSharingEditorWriter'
    | 'defaultResponsesAllowed'
  >
>;

/**
 * How a username move ended: done, the new name held by someone, or not done for another reason (the
 * user no longer as read, a concurrent write): the caller reads again and retries.
 */
export type UsernameMove = 'moved' | 'taken' | 'stale';

/**
 * The only code of the users domain that touches the table: one function per access pattern. A user by
 * id, by username and by ids are shared reads (functions/shared/data/reads/users.ts).
 */
export function createUsersRepository(data: FolioData) {
  const { user } = data.entities;
  const reads = createUserReads(data);

  return {
    ...reads,

    /**
     * Profile and settings changes: one UpdateItem (SET) on an existing user, answering the item as it
     * now is (ALL_NEW); undefined when no such user exists.
     */
    async updateUser(id: string, changes: UserChanges): Promise<UserItem | undefined> {
      try {
        const { data: item } = await user.patch({ id }).set(changes).go({ response: 'all_new' });
        return item as UserItem;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /**
     * Moves a user from one username to another in ONE transaction: the new `username` claim is put
     * only if nobody holds it, the old claim is deleted (if it is this user's, or absent for accounts
     * older than claims), and the user is updated only if it still has the old name. Two readers can
     * never take one name, and two moves of one user can never leave a claim behind.
     */
    async moveUsername(id: string, from: string, to: string): Promise<UsernameMove> {
      const result = await data.transaction
        .write(({ user: users, claim: claims }) => [
          claims.create({ kind: 'username', value: to, ownerId: id }).commit(),
          claims
            .delete({ kind: 'username', value: from })
            .where((claim, op) => `${op.notExists(claim.ownerId)} OR ${op.eq(claim.ownerId, id)}`)
            .commit(),
          users
            .patch({ id })
            .set({ username: to })
            .where((item, op) => op.eq(item.username, from))
            .commit(),
        ])
        .go();
      if (!result.canceled) return 'moved';
      // Only a failed condition on the new claim means someone holds the name; a TransactionConflict
      // (another write to one of these items at that instant) is worth reading again and retrying.
      const [newClaim] = result.data;
      return newClaim?.code === 'ConditionalCheckFailed' ? 'taken' : 'stale';
    },

    /**
     * Records a dismissal once: UpdateItem appending the flag only while the list lacks it (a missing
     * list counts as empty). Answers the user as it now is, or undefined when no such user exists.
     */
    /** Records when the post-subscribe upsell was shown: the first time only (a conditional UpdateItem). */
    async recordUpsellShown(id: string, at: number): Promise<UserItem | undefined> {
      try {
        const { data: item } = await user
          .patch({ id })
          .set({ postSubscribeMembershipUpsellShownAt: at })
          .where((item, op) => op.notExists(item.postSubscribeMembershipUpsellShownAt))
          .go({ response: 'all_new' });
        return item as UserItem;
      } catch (error) {
        // Already recorded (another device), or the user is gone: a consistent read tells which.
        if (isConditionFailure(error)) return reads.findUserById(id, true);
        throw error;
      }
    },

    async appendDismissedFlag(id: string, flag: string): Promise<UserItem | undefined> {
      try {
        const { data: item } = await user
          .patch({ id })
          .append({ dismissableFlags: [flag] })
          .where((item, op) => `NOT ${op.contains(item.dismissableFlags, flag)}`)
          .go({ response: 'all_new' });
        return item as UserItem;
      } catch (error) {
        // The user is gone, or the flag was already there: a consistent read tells which.
        if (isConditionFailure(error)) return reads.findUserById(id, true);
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
