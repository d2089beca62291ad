import type Stripe from 'stripe';
import { membershipOffer, membershipOffers } from '#contract/membership-plans.ts';

export type CouponOutcome = 'created' | 'unchanged';

/**
 * Makes a Stripe account hold the offers' Coupons (graphql/contract/membership-plans.ts), by their fixed
 * ids: an existing one is left alone (a Coupon's discount cannot be changed; a new offer takes a new id).
 */
export async function setUpStripeCoupons(stripe: Stripe): Promise<Record<string, CouponOutcome>> {
  const outcomes: Record<string, CouponOutcome> = {};
  for (const offer of membershipOffers) {
    const { couponId, percentOff } = membershipOffer(offer);
    try {
      await stripe.coupons.retrieve(couponId);
      outcomes[couponId] = 'unchanged';
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await stripe.coupons.create({ id: couponId, percent_off: percentOff, duration: 'once', name: offer });
      outcomes[couponId] = 'created';
    }
  }
  return outcomes;
}
