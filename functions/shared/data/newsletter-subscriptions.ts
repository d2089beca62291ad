import type { EntityItem } from 'electrodb';
import type { FolioData } from './data.ts';
import { subscriberDayOf } from './entities/newsletter-subscriber-day.ts';
import { normaliseAddress } from './address-suppressions.ts';
import { emailSubscriberId } from './newsletter-id.ts';
import { untilNoConflict } from './transaction-conflict.ts';

export type SubscriptionItem = EntityItem<FolioData['entities']['newsletterSubscription']>;

/** `conflict`: DynamoDB still cancelled the transaction for concurrent writes; nothing changed. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'newsletter-missing' | 'conflict';
export type UnsubscribeOutcome = 'unsubscribed' | 'not-subscribed' | 'conflict';

/**
 * A newsletter's subscribers all change one counter: under a crowd its transactions conflict, and each
 * is sent again after a random pause (untilNoConflict) this many times before the caller is told.
 */
const subscriptionConflictAttempts = 12;

/**
 * Starting and ending a subscription, written once for the two domains that do it: the newsletters
 * domain (the buttons, the one-click link) and auth, whose e-mailed subscription link subscribes the
 * account it signs in (decision 159).
 */
export function createNewsletterSubscriptionWrites(data: FolioData, now: () => number = Date.now) {
  /**
   * ONE TransactWriteItems: the subscription (Put `attribute_not_exists`, or Delete `attribute_exists`),
   * the newsletter's `subscriberCount` (Update ADD ±1 on an existing newsletter) and the day's
   * subscribed or unsubscribed (Update ADD 1, decision 164): all or none.
   */
  const writeSubscription = (key: { subscriberId: string; newsletterId: string }, added?: SubscriptionItem) =>
    untilNoConflict(
      () =>
        data.transaction
          .write(
            ({
              newsletter: newsletters,
              newsletterSubscription: subscriptions,
              newsletterSubscriberDay: days,
            }) => [
              added ? subscriptions.create(added).commit() : subscriptions.remove(key).commit(),
              newsletters
                .patch({ id: key.newsletterId })
                .add({ subscriberCount: added ? 1 : -1 })
                .commit(),
              days
                .update({
                  newsletterId: key.newsletterId,
                  day: subscriberDayOf(added?.subscribedAt ?? now()),
                })
                .add(added ? { subscribed: 1 } : { unsubscribed: 1 })
                .commit(),
            ],
          )
          .go(),
      subscriptionConflictAttempts,
    );

  const failed = (reasons: readonly ({ code?: string } | undefined)[], index: number) =>
    reasons[index]?.code === 'ConditionalCheckFailed';

  /** unsubscribeNewsletterV3: the subscription deleted and the count down, in one transaction. */
  async function unsubscribe(subscriberId: string, newsletterId: string): Promise<UnsubscribeOutcome> {
    const result = await writeSubscription({ subscriberId, newsletterId });
    if (!result.canceled) return 'unsubscribed';
    return failed(result.data, 0) || failed(result.data, 1) ? 'not-subscribed' : 'conflict';
  }

  /**
   * ONE TransactWriteItems moving an e-mail subscriber's subscription to an account: Delete the
   * address's (`attribute_exists`), Put the account's with the same newsletter, date and consent
   * (`attribute_not_exists`); the count and the day's figures do not move (one reader either way).
   */
  const moveSubscription = (subscription: SubscriptionItem, accountId: string) => {
    const { email: _address, subscriberId, ...kept } = subscription;
    return untilNoConflict(
      () =>
        data.transaction
          .write(({ newsletterSubscription: subscriptions }) => [
            subscriptions.remove({ subscriberId, newsletterId: subscription.newsletterId }).commit(),
            subscriptions.create({ ...kept, subscriberId: accountId }).commit(),
          ])
          .go(),
      subscriptionConflictAttempts,
    );
  };

  return {
    /** subscribeNewsletterV3: the subscription and the count in one transaction (writeSubscription). */
    async subscribe(item: SubscriptionItem): Promise<SubscribeOutcome> {
      const result = await writeSubscription(item, item);
      if (!result.canceled) return 'subscribed';
      if (failed(result.data, 1)) return 'newsletter-missing';
      return failed(result.data, 0) ? 'already-subscribed' : 'conflict';
    },

    unsubscribe,

    /**
     * A new account takes over its address's e-mail subscriptions (decision 189): each moves to the
     * account in one transaction (moveSubscription); where the account is subscribed already, the
     * address's ends as any unsubscribe (count −1). So a reader who was imported and then signs up is
     * one subscriber and gets one e-mail a story. Query the address's subscriber partition, all pages.
     */
    async foldEmailSubscriptions(email: string, accountId: string): Promise<void> {
      const addressId = emailSubscriberId(normaliseAddress(email));
      const { data: held } = await data.entities.newsletterSubscription.query
        .byReader({ subscriberId: addressId })
        .go({ pages: 'all' });
      for (const subscription of held) {
        const moved = await moveSubscription(subscription, accountId);
        if (!moved.canceled || failed(moved.data, 0)) continue; // moved, or ended meanwhile
        const ended = failed(moved.data, 1)
          ? await unsubscribe(addressId, subscription.newsletterId)
          : 'conflict';
        if (ended === 'conflict')
          throw new Error(
            `Folding ${addressId} into ${accountId} conflicted on ${subscription.newsletterId}`,
          );
      }
    },
  };
}
