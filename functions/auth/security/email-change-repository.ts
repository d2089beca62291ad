import type { FolioData } from '#shared/data/data.ts';
import type { UserItem } from '../core/auth-repository.ts';

export type EmailChangeOutcome = 'changed' | 'taken' | 'superseded';

/** The e-mail address of an account: the pending one, and moving the `email` claim to it. */
export function createEmailChangeRepository(data: FolioData) {
  const { user } = data.entities;

  return {
    /** Notes the address waiting for its link: UpdateItem SET `unverifiedEmail` of an existing user. */
    async setUnverifiedEmail(userId: string, email: string): Promise<void> {
      await user.patch({ id: userId }).set({ unverifiedEmail: email }).go({ response: 'none' });
    },

    /**
     * Makes the verified address the account's, in ONE transaction: the new `email` claim
     * (attribute_not_exists: nobody else holds it), the old claim deleted, and the user's `email` set
     * and `unverifiedEmail` removed — conditioned on `unverifiedEmail` still being that address, so a
     * link for an address the reader has since replaced does nothing. 'taken' when another account
     * claimed the address meanwhile, 'superseded' when the reader asked for another address since.
     */
    async confirmEmail(account: UserItem, email: string): Promise<EmailChangeOutcome> {
      const result = await data.transaction
        .write(({ claim, user: users }) => [
          claim.create({ kind: 'email', value: email, ownerId: account.id }).commit(),
          users
            .patch({ id: account.id })
            .set({ email })
            .remove(['unverifiedEmail'])
            .where(({ unverifiedEmail }, { eq }) => eq(unverifiedEmail, email))
            .commit(),
          ...(account.email ? [claim.delete({ kind: 'email', value: account.email }).commit()] : []),
        ])
        .go();
      if (!result.canceled) return 'changed';
      const [claimTaken, userChanged] = result.data.map((entry) => entry.rejected);
      if (userChanged) return 'superseded';
      if (claimTaken) return 'taken';
      throw new Error(`Confirming ${account.id}'s address was cancelled: ${JSON.stringify(result.data)}`);
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
