import type { SubscriptionItem } from '#shared/data/newsletter-subscriptions.ts';
import type { UserItem } from '#shared/data/reads/users.ts';

/**
 * An e-mail subscriber (decision 168) as the sender's rules read a reader: its address from its
 * subscription, no account, so the free version of a member-only story and never a suspension.
 * Undefined for an account's subscription: its reader is the user.
 */
export function emailSubscriberAsReader(subscription: SubscriptionItem | undefined): UserItem | undefined {
  if (!subscription?.email) return undefined;
  return {
    id: subscription.subscriberId,
    username: '',
    name: '',
    email: subscription.email,
    tier: 'FREE',
    createdAt: subscription.subscribedAt,
  } as UserItem;
}
