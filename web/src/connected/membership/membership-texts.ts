import type { MembershipCancelReason, MembershipPlanCadence } from '#graphql/generated/operations.ts';

/** What the membership pages, the reactivation dialog and the settings tab say (spec 2 §4, §8 verbatim). */
export const membershipTexts = {
  planName: {
    MONTHLY: 'Member (monthly)',
    YEARLY: 'Member (annual)',
    PREMIUM_MONTHLY: 'Friend of Folio (monthly)',
    PREMIUM_YEARLY: 'Friend of Folio (annual)',
  } satisfies Record<MembershipPlanCadence, string>,
  /** Spec 2 §4: the annual label is 'annually'. */
  cadence: (type: MembershipPlanCadence) => (type.endsWith('YEARLY') ? 'annually' : 'monthly'),
  /** Spec 2 §4: "You'll be charged ... with this payment method:". */
  charged: (price: string) => `You'll be charged ${price} with this payment method:`,
  /** Spec 2 §4: 'monthly until {date} and then' (a monthly plan with a discount and no scheduled switch). */
  discountUntil: (date: string) => `monthly until ${date} and then`,
  nextCharge: (date: string) => `Next payment on ${date}`,
  endsOn: (date: string) => `Your membership ends on ${date}.`,
  switchScheduled: (plan: string, date: string) => `Switching to ${plan} on ${date}.`,
  noPaymentMethod: 'No payment method on file',
  card: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year % 100}`,
  braintree: 'Billed through Braintree.',
  updatePaymentMethod: 'Update payment method',
  reactivate: {
    title: 'Reactivate your membership',
    confirm: 'Reactivate',
    close: 'Not now',
    loading: 'Loading your membership…',
    /** Spec 2 §8. */
    failure: "We couldn't process your request, please try again.",
  },
  cancelReasons: {
    CONTENT: 'I don’t find enough stories I like',
    COSTS: 'It costs too much',
    DUPLICATE_ACCOUNTS: 'I have more than one account',
    FEATURE_USAGE: 'I don’t use its features',
    OTHER: 'Something else',
    PREMIUM_TIER_SUBSCRIPTION: 'I don’t need the Friend tier',
    SWITCHING_PRODUCT: 'I’m switching to another product',
    TIME: 'I don’t have time to read',
  } satisfies Record<MembershipCancelReason, string>,
};
