import { membershipOffer, membershipOffers } from '#contract/membership-plans.ts';

/** A Coupon as the state keeps it (state.ts' StripeObject; not imported: state.ts seeds these). */
type Coupon = { id: string; object: 'coupon' } & Record<string, unknown>;

/** A Stripe Coupon as `POST /v1/coupons` makes it (percent_off or amount_off; duration once…). */
export function couponObject(params: Record<string, unknown>, created: number, id: string): Coupon {
  const number = (value: unknown) => (value === undefined ? null : Number(value));
  return {
    id,
    object: 'coupon',
    created,
    name: typeof params.name === 'string' ? params.name : null,
    percent_off: number(params.percent_off),
    amount_off: number(params.amount_off),
    currency: typeof params.currency === 'string' ? params.currency : null,
    duration: typeof params.duration === 'string' ? params.duration : 'once',
    duration_in_months: number(params.duration_in_months),
    valid: true,
  };
}

/** The offers' Coupons (what `npm run stripe:setup` makes in a real account). */
export const seededCoupons = (created: number): Coupon[] =>
  membershipOffers.map((offer) => {
    const { couponId, percentOff } = membershipOffer(offer);
    return couponObject({ percent_off: percentOff, duration: 'once', name: offer }, created, couponId);
  });

/** What an amount comes to with a coupon, as Stripe rounds it (to the cent). */
export function discountedAmount(amount: number, coupon: Record<string, unknown> | undefined): number {
  if (!coupon) return amount;
  if (typeof coupon.percent_off === 'number') return Math.round((amount * (100 - coupon.percent_off)) / 100);
  return Math.max(0, amount - Number(coupon.amount_off ?? 0));
}
