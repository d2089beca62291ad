import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** What the memberships domain says to readers (result messages). */
export const membershipMessages = {
  signIn: 'Sign in to become a member.',
  alreadyMember: 'You are already a member: manage your membership instead.',
  offerNotForPlan: 'This offer is for the yearly Member plan only.',
  offerForFirstMembership:
    'This offer is for a first membership: you can still choose any plan at its price.',
};

/** Per reader, fixed windows counted in the table (functions/shared/data/rate-limit.ts). */
export const membershipLimits = {
  /** startMembershipCheckout: each makes a payment page at the provider; a person needs a few. */
  checkout: {
    bucket: 'membership-checkout:user',
    limit: 20,
    windowSeconds: 3600,
    message: 'Too many checkouts started in a short time. Please try again in an hour.',
  },
} as const satisfies Record<string, RateLimitRule>;
