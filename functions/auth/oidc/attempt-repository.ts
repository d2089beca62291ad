import type { CreateEntityItem, EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';

type Entities = FolioData['entities'];
export type OidcAttemptItem = EntityItem<Entities['oidcAttempt']>;
export type NewOidcAttempt = CreateEntityItem<Entities['oidcAttempt']>;

export type AttemptRefusal = 'used' | 'expired' | 'unknown';
export type ConsumedAttempt =
  { attempt: OidcAttemptItem } | { refused: AttemptRefusal; attempt?: OidcAttemptItem };

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The table code of social sign-in's attempts (the identity links are core/identity's): one function
 * per access pattern.
 */
export function createAttemptRepository(data: FolioData) {
  const { oidcAttempt } = data.entities;

  return {
    /** A new attempt, kept by its state's hash: PutItem (never overwrites). */
    async putAttempt(item: NewOidcAttempt): Promise<void> {
      await oidcAttempt.create(item).go({ response: 'none' });
    },

    /**
     * Spends an attempt once: UpdateItem setting `usedAt`, conditioned on it existing, unused and
     * unexpired. When the condition fails, one GetItem tells why (and what it was for).
     */
    async consumeAttempt(stateHash: string, now: number): Promise<ConsumedAttempt> {
      try {
        const { data: attempt } = await oidcAttempt
          .patch({ stateHash })
          .set({ usedAt: now })
          .where(
            ({ usedAt, expiresAt }, { notExists, gt }) =>
              `${notExists(usedAt)} AND ${gt(expiresAt, seconds(now))}`,
          )
          .go({ response: 'all_new' });
        return { attempt: attempt as OidcAttemptItem };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data: attempt } = await oidcAttempt.get({ stateHash }).go({ consistent: true });
        if (!attempt) return { refused: 'unknown' };
        return { refused: attempt.usedAt !== undefined ? 'used' : 'expired', attempt };
      }
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
