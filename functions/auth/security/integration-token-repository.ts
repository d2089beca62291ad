import type { CreateEntityItem, EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';

type Entity = FolioData['entities']['integrationToken'];
export type IntegrationTokenItem = EntityItem<Entity>;
export type NewIntegrationToken = CreateEntityItem<Entity>;

/** Integration tokens (`integrationToken` items), kept by the token's SHA-256. */
export function createIntegrationTokenRepository(data: FolioData) {
  const { integrationToken } = data.entities;

  return {
    /** A new token: PutItem, never overwriting. */
    async putIntegrationToken(item: NewIntegrationToken): Promise<void> {
      await integrationToken.create(item).go({ response: 'none' });
    },

    /** A token by its hash: one GetItem (the authorizer, and revoking). */
    async findIntegrationToken(tokenHash: string): Promise<IntegrationTokenItem | undefined> {
      return (await integrationToken.get({ tokenHash }).go()).data ?? undefined;
    },

    /** A user's tokens, newest first: Query gsi1 on userId. */
    async listIntegrationTokensByUser(userId: string): Promise<IntegrationTokenItem[]> {
      const { data: items } = await integrationToken.query
        .byUser({ userId })
        .go({ order: 'desc', pages: 'all' });
      return items;
    },

    /** Revokes a token: DeleteItem. */
    async deleteIntegrationToken(tokenHash: string): Promise<void> {
      await integrationToken.delete({ tokenHash }).go({ response: 'none' });
    },

    /**
     * Records a use: UpdateItem of `lastUsedAt`, only while the token exists and was last used at or
     * before `staleBefore` (at most one write per token and hour, however busy the script using it).
     */
    async touchIntegrationToken(tokenHash: string, now: number, staleBefore: number): Promise<boolean> {
      try {
        await integrationToken
          .patch({ tokenHash })
          .set({ lastUsedAt: now })
          .where(
            ({ lastUsedAt }, { notExists, lte }) =>
              `${notExists(lastUsedAt)} OR ${lte(lastUsedAt, staleBefore)}`,
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type IntegrationTokenRepository = ReturnType<typeof createIntegrationTokenRepository>;
