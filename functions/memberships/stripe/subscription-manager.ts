import type Stripe from 'stripe';
import type { MembershipPlan } from '#contract/membership-plans.ts';
import type { CancelReason } from '#shared/data/entities/membership.ts';
import {
  retentionOffers,
  type RetentionOffer,
  type SubscriptionManager,
  type SubscriptionState,
} from '../payment-provider.ts';
import { cancelReasonMetadataKey, managedSubscriptionExpansions } from './subscription-management.ts';

/** Spec 2 §9 cancel reasons in Stripe's cancellation feedback (the reason itself is kept in metadata). */
const stripeFeedback: Record<CancelReason, Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback> = {
  CONTENT: 'low_quality',
  COSTS: 'too_expensive',
  DUPLICATE_ACCOUNTS: 'other',
  FEATURE_USAGE: 'unused',
  OTHER: 'other',
  PREMIUM_TIER_SUBSCRIPTION: 'other',
  SWITCHING_PRODUCT: 'switched_service',
  TIME: 'unused',
};

/** The coupon of each retention offer: made once per account, found again by its id. */
const couponIdOf = (offer: RetentionOffer) => `folio_retention_${retentionOffers[offer]}_off_one_year`;

export interface ManagerDependencies {
  stripe: Stripe;
  priceIdOf: (lookupKey: string) => Promise<string>;
  toState: (subscription: Stripe.Subscription) => SubscriptionState;
}

/**
 * Folio's own pages doing what Stripe's customer portal would (issue #14): a switch at the period's end
 * through a subscription schedule, cancelling at the period's end, reactivating, and retention coupons.
 */
export function createSubscriptionManager({
  stripe,
  priceIdOf,
  toState,
}: ManagerDependencies): SubscriptionManager {
  const read = async (subscriptionId: string) =>
    stripe.subscriptions.retrieve(subscriptionId, { expand: managedSubscriptionExpansions });
  const update = async (subscriptionId: string, params: Stripe.SubscriptionUpdateParams) =>
    toState(
      await stripe.subscriptions.update(subscriptionId, { ...params, expand: managedSubscriptionExpansions }),
    );
  /** A schedule owns the subscription's cancellation: dropped before cancelling or switching back. */
  const release = async (subscription: Stripe.Subscription) => {
    const schedule = subscription.schedule;
    if (schedule)
      await stripe.subscriptionSchedules.release(typeof schedule === 'string' ? schedule : schedule.id);
  };

  async function ensureCoupon(offer: RetentionOffer): Promise<string> {
    const id = couponIdOf(offer);
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      const coupon = await stripe.coupons.create(
        { id, percent_off: retentionOffers[offer], duration: 'repeating', duration_in_months: 12 },
        { idempotencyKey: `folio-coupon-${id}` },
      );
      return coupon.id;
    }
  }

  return {
    async switchPlan(subscriptionId: string, plan: MembershipPlan) {
      const subscription = await read(subscriptionId);
      const item = subscription.items.data[0]!;
      if (item.price.lookup_key === plan.lookupKey) {
        await release(subscription);
        return toState(await read(subscriptionId));
      }
      const scheduleId =
        typeof subscription.schedule === 'string'
          ? subscription.schedule
          : (subscription.schedule?.id ??
            (await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id);
      await stripe.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price: await priceIdOf(plan.lookupKey), quantity: 1 }],
            duration: { interval: plan.billingInterval === 'ANNUAL' ? 'year' : 'month', interval_count: 1 },
          },
        ],
      });
      return toState(await read(subscriptionId));
    },

    async cancelAtPeriodEnd(subscriptionId: string, reason: CancelReason) {
      await release(await read(subscriptionId));
      return update(subscriptionId, {
        cancel_at_period_end: true,
        cancellation_details: { feedback: stripeFeedback[reason] },
        metadata: { [cancelReasonMetadataKey]: reason },
      });
    },

    async reactivate(subscriptionId: string) {
      // An empty value removes the metadata key (Stripe's rule).
      return update(subscriptionId, {
        cancel_at_period_end: false,
        cancellation_details: { feedback: '' },
        metadata: { [cancelReasonMetadataKey]: '' },
      });
    },

    async applyRetentionOffer(subscriptionId: string, offer: RetentionOffer) {
      return update(subscriptionId, { discounts: [{ coupon: await ensureCoupon(offer) }] });
    },
  };
}
