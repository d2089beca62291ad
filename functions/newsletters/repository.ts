import type { EntityItem } from 'electrodb';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';

export type NewsletterItem = EntityItem<FolioData['entities']['newsletter']>;
export type SubscriptionItem = EntityItem<FolioData['entities']['newsletterSubscription']>;
export type NewNewsletter = Omit<NewsletterItem, 'subscriberCount' | 'description' | 'showPromo'> &
  Partial<Pick<NewsletterItem, 'description' | 'showPromo'>>;
export type NewsletterChanges = Partial<Pick<NewsletterItem, 'name' | 'description' | 'showPromo'>>;

/** `conflict`: DynamoDB still cancelled the transaction for concurrent writes; nothing changed. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'newsletter-missing' | 'conflict';
export type UnsubscribeOutcome = 'unsubscribed' | 'not-subscribed' | 'conflict';

/**
 * A newsletter's subscribers all change one counter: under a crowd its transactions conflict, and each
 * is sent again after a random pause (untilNoConflict) this many times before the caller is told.
 */
const subscriptionConflictAttempts = 12;

/** Newsletters and subscriptions in the table; one function per access pattern (docs/data-model.md). */
export function createNewsletterRepository(data: FolioData) {
  const { newsletter, newsletterSubscription: subscription } = data.entities;
  const { findUserById } = createUserReads(data);
  const { findCollectionById } = createCollectionReads(data);

  /**
   * ONE TransactWriteItems: the subscription (Put `attribute_not_exists`, or Delete `attribute_exists`)
   * and the newsletter's `subscriberCount` (Update ADD ±1 on an existing newsletter): both or neither.
   */
  const writeSubscription = (key: { subscriberId: string; newsletterId: string }, added?: SubscriptionItem) =>
    untilNoConflict(
      () =>
        data.transaction
          .write(({ newsletter: newsletters, newsletterSubscription: subscriptions }) => [
            added ? subscriptions.create(added).commit() : subscriptions.remove(key).commit(),
            newsletters
              .patch({ id: key.newsletterId })
              .add({ subscriberCount: added ? 1 : -1 })
              .commit(),
          ])
          .go(),
      subscriptionConflictAttempts,
    );

  const failed = (reasons: readonly ({ code?: string } | undefined)[], index: number) =>
    reasons[index]?.code === 'ConditionalCheckFailed';

  return {
    /** A newsletter by id: GetItem (consistent right after a subscription changed its count). */
    async findNewsletterById(id: string, consistent = false): Promise<NewsletterItem | undefined> {
      return (await newsletter.get({ id }).go({ consistent })).data ?? undefined;
    },

    /** Newsletters by id: one BatchGetItem (the viewer's subscriptions list). */
    findNewslettersByIds(ids: readonly string[]): Promise<Map<string, NewsletterItem>> {
      return batchGetMap(ids, 'id', (keys) => newsletter.get(keys.map((id) => ({ id }))).go(), 'newsletter');
    },

    /** A newsletter made once: PutItem `attribute_not_exists`; false when it already exists. */
    async createNewsletter(item: NewNewsletter): Promise<boolean> {
      try {
        await newsletter.create(item).go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** updateNewsletterV3: UpdateItem of the fields given on an existing newsletter; the item as it now is. */
    async updateNewsletter(id: string, changes: NewsletterChanges): Promise<NewsletterItem | undefined> {
      try {
        const { data: item } = await newsletter.patch({ id }).set(changes).go({ response: 'all_new' });
        return item as NewsletterItem;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** subscribeNewsletterV3: the subscription and the count in one transaction (writeSubscription). */
    async subscribe(item: SubscriptionItem): Promise<SubscribeOutcome> {
      const result = await writeSubscription(item, item);
      if (!result.canceled) return 'subscribed';
      if (failed(result.data, 1)) return 'newsletter-missing';
      return failed(result.data, 0) ? 'already-subscribed' : 'conflict';
    },

    /** unsubscribeNewsletterV3: the subscription deleted and the count down, in one transaction. */
    async unsubscribe(subscriberId: string, newsletterId: string): Promise<UnsubscribeOutcome> {
      const result = await writeSubscription({ subscriberId, newsletterId });
      if (!result.canceled) return 'unsubscribed';
      return failed(result.data, 0) || failed(result.data, 1) ? 'not-subscribed' : 'conflict';
    },

    /** The reader's subscriptions to these newsletters: one consistent BatchGetItem, by newsletter id. */
    findSubscriptions(subscriberId: string, newsletterIds: readonly string[]) {
      return batchGetMap(
        newsletterIds,
        'newsletterId',
        (keys) =>
          subscription
            .get(keys.map((newsletterId) => ({ subscriberId, newsletterId })))
            .go({ consistent: true }),
        'newsletterSubscription',
      );
    },

    /** Every subscription of a reader: Query on the reader's partition, all pages (a reader has few). */
    async subscriptionsOf(subscriberId: string): Promise<SubscriptionItem[]> {
      return (await subscription.query.byReader({ subscriberId }).go({ pages: 'all' })).data;
    },

    findUserById,
    findCollectionById,
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
