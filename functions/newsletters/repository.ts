import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import {
  createNewsletterSubscriptionWrites,
  type SubscriptionItem,
} from '#shared/data/newsletter-subscriptions.ts';
import { createNewsletterReads, type NewsletterItem } from '#shared/data/reads/newsletters.ts';
import { createWriterNewsletters } from '#shared/data/writer-newsletter.ts';

export type { NewsletterItem, SubscriptionItem };
export type NewNewsletter = Omit<NewsletterItem, 'subscriberCount' | 'description' | 'showPromo'> &
  Partial<Pick<NewsletterItem, 'description' | 'showPromo'>>;
export type NewsletterChanges = Partial<
  Pick<NewsletterItem, 'name' | 'description' | 'showPromo' | 'tracksOpensAndClicks'>
>;

/** Newsletters and subscriptions in the table; one function per access pattern (docs/data-model.md). */
export function createNewsletterRepository(data: FolioData) {
  const { newsletter, newsletterSubscription: subscription, post } = data.entities;
  const { findUserById } = createUserReads(data);
  const { findCollectionById } = createCollectionReads(data);
  const { findNewsletterById } = createNewsletterReads(data);
  const { subscribe, unsubscribe } = createNewsletterSubscriptionWrites(data);
  const { findOrMakeWriterNewsletter } = createWriterNewsletters(data);

  return {
    findNewsletterById,
    findOrMakeWriterNewsletter,

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

    subscribe,
    unsubscribe,

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

    /** Whether the writer has a listed published story: Query gsi1 (`byCreator`), one item. */
    async hasPublishedStory(creatorId: string): Promise<boolean> {
      const { data: found } = await post.query.byCreator({ creatorId }).go({ limit: 1, attributes: ['id'] });
      return found.length > 0;
    },

    findUserById,
    findCollectionById,
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
