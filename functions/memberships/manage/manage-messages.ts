import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** What managing a membership says to readers (result messages). */
export const manageMessages = {
  signIn: 'Sign in to manage your membership.',
  noMembership: 'You have no membership to manage.',
  notYours: 'This is not your membership.',
  cannotSwitch: 'Reactivate your membership or update your payment method before switching plans.',
  braintree:
    'Your membership is billed through Braintree: changes to it are not available here. Please contact support.',
  alreadyCancelled: 'Your membership is already cancelled.',
  notCancelled: 'Your membership is not cancelled.',
  cannotReactivate: 'This membership can no longer be reactivated.',
  offerTaken: 'An offer is already applied to your membership.',
  noCardToUpdate: 'You have no paid membership, so there is no payment method to update.',
};

/** Per reader, fixed windows counted in the table (functions/shared/data/rate-limit.ts). */
export const manageLimits = {
  /** Every change calls the payment provider: a person makes a few. */
  change: {
    bucket: 'membership-change:user',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many changes to your membership in a short time. Please try again in an hour.',
  },
} as const satisfies Record<string, RateLimitRule>;
