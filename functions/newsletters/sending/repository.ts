import type { EntityItem } from 'electrodb';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import type { NewsletterMail } from '../mail-tags.ts';
import { createSendStats } from '../send-stats.ts';
import { createSuppressions } from '../suppressions.ts';

export type NewsletterSendItem = EntityItem<FolioData['entities']['newsletterSend']>;
export type NewSend = Pick<NewsletterSendItem, 'postId' | 'eventId' | 'newsletterIds' | 'startedAt'>;
export type SendProgress = Pick<NewsletterSendItem, 'newsletterIndex' | 'cursor' | 'batchesQueued'>;

/** The sender's reads and writes (docs/data-model.md "Newsletter sending"); one function per access pattern. */
export function createSendingRepository(data: FolioData) {
  const { post, postContent, newsletter, newsletterSubscription, newsletterSend, newsletterDelivery } =
    data.entities;
  const { findUserById, findUsersByIds } = createUserReads(data);
  const { findCollectionById } = createCollectionReads(data);
  const stats = createSendStats(data);

  return {
    /** A story and its body: two GetItems at once. */
    async findStory(postId: string) {
      const [{ data: story }, { data: content }] = await Promise.all([
        post.get({ id: postId }).go(),
        postContent.get({ id: postId }).go(),
      ]);
      return { story: story ?? undefined, content: content ?? undefined };
    },

    /** The newsletters among these ids that exist: one BatchGetItem. */
    findNewsletters(ids: readonly string[]) {
      return batchGetMap(ids, 'id', (keys) => newsletter.get(keys.map((id) => ({ id }))).go(), 'newsletter');
    },

    /**
     * The story's send, made once: PutItem `attribute_not_exists`. When it already exists (a redelivered
     * job, or a later publish), the stored one is answered, read consistently.
     */
    async startSend(item: NewSend): Promise<{ started: boolean; send: NewsletterSendItem }> {
      try {
        await newsletterSend.create(item).go({ response: 'none' });
        return { started: true, send: { ...item, newsletterIndex: 0, batchesQueued: 0 } };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { data: stored } = await newsletterSend.get({ postId: item.postId }).go({ consistent: true });
      if (!stored) throw new Error(`The send of ${item.postId} vanished after its Put was refused.`);
      return { started: false, send: stored };
    },

    /** The story's send as stored, if any: one consistent GetItem. */
    async findSend(postId: string) {
      return (await newsletterSend.get({ postId }).go({ consistent: true })).data ?? undefined;
    },
    /**
     * A newsletter added to a send whose fan-out is over (decision 171): UpdateItem appending it and
     * removing `queuedAt`, so the same job resumes at it; conditioned on the fan-out being over and the
     * newsletter not there yet (when it is, another run of the approval's job added it).
     */
    async addNewsletterToSend(postId: string, newsletterId: string) {
      try {
        await newsletterSend
          .patch({ postId })
          .append({ newsletterIds: [newsletterId] })
          .remove(['queuedAt'])
          .where(
            (attr, op) =>
              `${op.exists(attr.queuedAt)} AND NOT ${op.contains(attr.newsletterIds, newsletterId)}`,
          )
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    /** How far the fan-out has queued: UpdateItem SET (after each page's batches are on the queue). */
    async recordProgress(postId: string, progress: SendProgress, queuedAt?: number) {
      const update = newsletterSend.patch({ postId }).set({
        newsletterIndex: progress.newsletterIndex,
        batchesQueued: progress.batchesQueued,
        ...(queuedAt === undefined ? {} : { queuedAt }),
      });
      await (progress.cursor ? update.set({ cursor: progress.cursor }) : update.remove(['cursor'])).go({
        response: 'none',
      });
    },

    /** One page of a newsletter's subscribers, oldest first: Query gsi1 (`byNewsletter`). */
    async subscriberPage(newsletterId: string, cursor: string | undefined, limit: number) {
      const page = await newsletterSubscription.query
        .byNewsletter({ newsletterId })
        .go({ cursor: cursor ?? null, limit, attributes: ['subscriberId'] });
      return { subscriberIds: page.data.map((item) => item.subscriberId), cursor: page.cursor ?? undefined };
    },

    /**
     * The subscriptions of these readers that still exist, by subscriber id (an e-mail subscriber's
     * holds its address): one consistent BatchGetItem.
     */
    stillSubscribed(newsletterId: string, subscriberIds: readonly string[]) {
      return batchGetMap(
        subscriberIds,
        'subscriberId',
        (keys) =>
          newsletterSubscription
            .get(keys.map((subscriberId) => ({ subscriberId, newsletterId })))
            .go({ consistent: true }),
        'newsletterSubscription',
      );
    },

    /**
     * Claims one recipient's e-mail before it is sent: PutItem conditioned on no delivery, or on a claim
     * never marked sent and made before `staleBefore` (its invocation is over: decision 157). False when
     * the recipient has it already or another invocation is sending it now.
     */
    async claimDelivery(
      key: { postId: string; recipientId: string; newsletterId: string },
      claimedAt: number,
      staleBefore: number,
    ): Promise<boolean> {
      try {
        await newsletterDelivery
          .put({ ...key, claimedAt })
          .where(
            (attr, op) =>
              `${op.notExists(attr.claimedAt)} OR (${op.notExists(attr.sentAt)} AND ${op.lt(attr.claimedAt, staleBefore)})`,
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The e-mail went: the delivery's sentAt and the send's `sent` count, in one transaction (send-stats.ts). */
    async markDelivered(mail: NewsletterMail, sentAt: number) {
      await stats.count(mail, 'sent', sentAt);
    },

    /** Not sent, the address being suppressed: counted once per recipient (send-stats.ts). */
    async markSuppressed(mail: NewsletterMail, at: number) {
      await stats.countSuppressed(mail, at);
    },

    /** Which of these addresses are suppressed: one BatchGetItem (suppressions.ts). */
    suppressedAmong: createSuppressions(data).suppressedAmong,

    /** The mailer refused: the claim is removed (DeleteItem, only if still ours), so a retry may send. */
    async releaseDelivery(postId: string, recipientId: string, claimedAt: number) {
      await newsletterDelivery
        .delete({ postId, recipientId })
        .where((attr, op) => `${op.eq(attr.claimedAt, claimedAt)} AND ${op.notExists(attr.sentAt)}`)
        .go({ response: 'none' })
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    /** A send's deliveries (tests and, later, stats): Query the send's partition, all pages. */
    async deliveriesOf(postId: string) {
      return (await newsletterDelivery.query.bySend({ postId }).go({ pages: 'all' })).data;
    },

    findUserById,
    findUsersByIds,
    findCollectionById,
  };
}

export type SendingRepository = ReturnType<typeof createSendingRepository>;
