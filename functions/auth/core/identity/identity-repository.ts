import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';

type Entities = FolioData['entities'];
export type IdentityItem = EntityItem<Entities['identity']>;

/** The key of a subject: its UTF-8 bytes in hex, because ElectroDB lower-cases key values. */
export const subjectKey = (subject: string) => Buffer.from(subject, 'utf8').toString('hex');

/**
 * The table code of identity links (provider account → user), shared by social sign-in, Google
 * one-tap and Security settings' connections (beside auth-repository.ts, which keeps users, sessions
 * and grants): one function per access pattern.
 */
export function createIdentityRepository(data: FolioData) {
  const { identity } = data.entities;

  return {
    /** The link of a provider's subject, if any: one GetItem. */
    async findIdentity(provider: string, subject: string): Promise<IdentityItem | undefined> {
      const { data: found } = await identity
        .get({ provider, subjectKey: subjectKey(subject) })
        .go({ consistent: true });
      return found ?? undefined;
    },

    /**
     * Links a provider's subject to a user: PutItem conditioned on the subject being unlinked. The
     * link that holds afterwards — ours, or the one another request made first.
     */
    async linkIdentity(link: {
      provider: string;
      subject: string;
      userId: string;
      email?: string;
      handle?: string;
      createdAt: number;
    }): Promise<IdentityItem> {
      const item = { ...link, subjectKey: subjectKey(link.subject) };
      try {
        await identity.create(item).go({ response: 'none' });
        return item as IdentityItem;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data: existing } = await identity
          .get({ provider: link.provider, subjectKey: item.subjectKey })
          .go({ consistent: true });
        if (!existing) throw new Error(`Identity ${link.provider} ${link.subject} refused but missing`);
        return existing;
      }
    },

    /**
     * Unlinks a provider's subject from `userId`: DeleteItem conditioned on the link naming that user,
     * so a link another account holds is never removed. False when there was no such link.
     */
    async unlinkIdentity(provider: string, subject: string, userId: string): Promise<boolean> {
      try {
        await identity
          .delete({ provider, subjectKey: subjectKey(subject) })
          .where((item, { eq }) => eq(item.userId, userId))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Records the provider's current handle of a linked account (nothing happens if it was unlinked). */
    async updateHandle(provider: string, subject: string, handle: string): Promise<void> {
      try {
        await identity
          .patch({ provider, subjectKey: subjectKey(subject) })
          .set({ handle })
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** A user's linked providers: Query gsi1 on userId (Security settings' connections). */
    async listIdentitiesByUser(userId: string): Promise<IdentityItem[]> {
      const { data: items } = await identity.query.byUser({ userId }).go({ pages: 'all' });
      return items;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
