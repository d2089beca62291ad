import type { Reindexer } from '#shared/queues/search-index-message.ts';
import type { AuthRepository } from './auth-repository.ts';

/**
 * A new account is a person search can find (decision 256), and one made with a verified e-mail is
 * "high quality" at once: whichever sign-in made it (e-mail, social, one-tap), its user is indexed
 * right after its creation, without waiting for a profile edit. Never fails the sign-in (`Reindexer`).
 */
export const reindexingNewAccounts = (repository: AuthRepository, reindex: Reindexer): AuthRepository => ({
  ...repository,
  async createUser(account) {
    const made = await repository.createUser(account);
    if (made.created) await reindex([{ kind: 'user', id: made.user.id }]);
    return made;
  },
});
