import type { EntityItem } from 'electrodb';
import type { FolioData } from './data.ts';
import { subscriberDayOf } from './entities/newsletter-subscriber-day.ts';
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

  return {
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
  };
}
