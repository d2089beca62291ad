import type { FolioData } from '#shared/data/data.ts';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import type { NotificationItem } from '../repository.ts';

/** Readers owed a digest, read a page at a time from one shard. */
const duePageSize = 100;
/** The most notifications one digest reads (and so may name): the newest first. */
export const digestReadLimit = 50;

export interface DueReader {
  ownerId: string;
  lastAt: number;
}

/**
 * The e-mail digest's table access (decision 261), one function per access pattern; the owner, their
 * mutes and the actors are read through the notifications repository.
 */
export function createDigestRepository(data: FolioData) {
  const { notification, notificationDigest, notificationDigestDue, follow, post } = data.entities;

  return {
    /** A page of the readers owed a digest in one shard: one Query of the shard's partition. */
    async dueIn(shard: number, cursor: string | null): Promise<Page<DueReader>> {
      const page = await queryPage('table', { limit: duePageSize, cursor }, (options) =>
        notificationDigestDue.query.byShard({ shard }).go(options),
      );
      return {
        items: page.items.map(({ ownerId, lastAt }) => ({ ownerId, lastAt })),
        cursor: page.cursor,
      };
    },

    /** Up to where the reader's digests went (0: never sent one): one consistent GetItem. */
    async sentUpTo(ownerId: string): Promise<number> {
      const { data: item } = await notificationDigest.get({ ownerId }).go({ consistent: true });
      return item?.sentUpTo ?? 0;
    },

    /** The owner's notifications with activity after `after`, newest first: one Query of gsi1. */
    async notificationsAfter(ownerId: string, after: number): Promise<NotificationItem[]> {
      const { data: items } = await notification.query
        .byOwner({ ownerId })
        .gt({ updatedAt: after })
        .go({ limit: digestReadLimit, order: 'desc' });
      return items;
    },

    /**
     * Claims the digest up to `upTo`: ONE conditional write, on `sentUpTo` still being `from`. False when
     * another run claimed it first (it sends; this one does not).
     */
    async claim(ownerId: string, from: number, upTo: number, at: number): Promise<boolean> {
      try {
        await notificationDigest
          .put({ ownerId, sentUpTo: upTo, sentAt: at })
          .where((attributes, { eq, notExists }) =>
            from === 0 ? notExists(attributes.sentUpTo) : eq(attributes.sentUpTo, from),
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Gives a claim back (its e-mail could not be queued), unless another run moved it since: the next run sends it. */
    async release(ownerId: string, from: number, upTo: number): Promise<void> {
      try {
        if (from === 0)
          await notificationDigest
            .delete({ ownerId })
            .where((attributes, { eq }) => eq(attributes.sentUpTo, upTo))
            .go();
        else
          await notificationDigest
            .patch({ ownerId })
            .set({ sentUpTo: from })
            .where((attributes, { eq }) => eq(attributes.sentUpTo, upTo))
            .go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** The reader is owed nothing more, unless activity newer than `upTo` came in: one conditional DeleteItem. */
    async settle(shard: number, ownerId: string, upTo: number): Promise<void> {
      try {
        await notificationDigestDue
          .delete({ shard, ownerId })
          .where((attributes, { lte }) => lte(attributes.lastAt, upTo))
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Which of `userIds` the reader follows: one BatchGetItem of their follow edges. */
    async followed(followerId: string, userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const found = await batchGetMap(
        userIds,
        'targetId',
        (ids) =>
          follow.get(ids.map((targetId) => ({ followerId, targetKind: 'user' as const, targetId }))).go(),
        'follow',
      );
      return new Set(found.keys());
    },

    /** The titles of the stories the digest names: one BatchGetItem. */
    async storyTitles(postIds: readonly string[]): Promise<Map<string, string>> {
      if (postIds.length === 0) return new Map();
      const found = await batchGetMap(
        postIds,
        'id',
        (ids) => post.get(ids.map((id) => ({ id }))).go(),
        'post',
      );
      return new Map([...found].map(([id, story]) => [id, story.title]));
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
