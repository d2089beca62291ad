import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { unlockedState, type LockoutState } from './lockout.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';

export type CredentialItem = EntityItem<FolioData['entities']['credential']>;

/** The lockout state of a credential (absent: never tried, nothing locked). */
export const lockoutStateOf = (item: CredentialItem | undefined): LockoutState => ({
  failCount: item?.failCount ?? 0,
  lastFailureAt: item?.lastFailureAt ?? 0,
  lockedOutUntil: item?.lockedOutUntil ?? 0,
  softLockouts: item?.softLockouts ?? 0,
  softLockoutsSince: item?.softLockoutsSince ?? 0,
  permanentlyLocked: item?.permanentlyLocked ?? false,
});

/**
 * The password side of accounts (`credential` items), apart from core/auth-repository.ts so each file stays
 * one subject. Every write is conditioned on the version read, so concurrent attempts never count
 * from the same state: the loser reads again (attempts.ts).
 */
export function createCredentialRepository(data: FolioData) {
  const { credential } = data.entities;

  return {
    /** The credential of a user id or address key: one consistent GetItem. */
    async findCredential(userId: string): Promise<CredentialItem | undefined> {
      return (await credential.get({ userId }).go({ consistent: true })).data ?? undefined;
    },

    /**
     * Writes a new lockout state (and, after a right password, perhaps a stronger hash): PutItem
     * conditioned on the item being the version read (or absent when none was). False when another
     * attempt wrote first.
     */
    async saveLockoutState(
      read: CredentialItem | undefined,
      userId: string,
      state: LockoutState,
      at: number,
      extra: { passwordHash?: string; expiresAt?: number } = {},
    ): Promise<boolean> {
      const passwordHash = extra.passwordHash ?? read?.passwordHash;
      const item = {
        userId,
        ...state,
        ...(passwordHash ? { passwordHash } : {}),
        ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}),
        version: (read?.version ?? 0) + 1,
        updatedAt: at,
      };
      try {
        await credential
          .put(item)
          .where((attributes, { eq, notExists }) =>
            read ? eq(attributes.version, read.version ?? 0) : notExists(attributes.userId),
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Sets a user's password in ONE transaction: the credential (a new hash, every lockout cleared)
     * and `hasPassword` on the user, so the two never disagree. The user must exist.
     */
    async setPassword(userId: string, passwordHash: string, at: number, read: CredentialItem | undefined) {
      await data.transaction
        .write(({ credential: credentials, user: users }) => [
          credentials
            .put({ userId, passwordHash, ...unlockedState, version: (read?.version ?? 0) + 1, updatedAt: at })
            .commit(),
          users.patch({ id: userId }).set({ hasPassword: true }).commit(),
        ])
        .go()
        .then((result) => {
          if (result.canceled) throw new Error(`Setting the password of ${userId} was cancelled`);
        });
    },
  };
}

export type CredentialRepository = ReturnType<typeof createCredentialRepository>;
