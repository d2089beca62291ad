import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';

/** A story's friend link (decision 142): the only code that writes `friendLink` items. */
export function createFriendLinksRepository(data: FolioData) {
  const { friendLink } = data.entities;

  /**
   * The story's friend link key: `key` stored by one conditional PutItem when it has none, else (the
   * condition failed) the stored one, read consistently. A story keeps one link until it is revoked.
   */
  async function keepFriendLink(id: string, key: string, now: number): Promise<string> {
    try {
      await friendLink.create({ id, key, createdAt: now }).go();
      return key;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const { data: stored } = await friendLink.get({ id }).go({ consistent: true });
      // Revoked between the two requests: store the caller's key after all.
      return stored?.key ?? keepFriendLink(id, key, now);
    }
  }

  return {
    keepFriendLink,

    /** Revokes the link: one DeleteItem (nothing to delete is no error). */
    async revokeFriendLink(id: string): Promise<void> {
      await friendLink.delete({ id }).go();
    },
  };
}

export type FriendLinksRepository = ReturnType<typeof createFriendLinksRepository>;
