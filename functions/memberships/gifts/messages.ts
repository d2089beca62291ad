import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** What the gifts part of the memberships domain says to readers (result messages). */
export const giftMessages = {
  signIn: 'Sign in to give or redeem a membership.',
  alreadyMember:
    'You are already a member, so this gift cannot be added to your account. Keep the code for someone else, or redeem it once your membership has ended.',
  groupGiftingOff: 'Group gifts are not available right now.',
  recipients: 'A gift is for one recipient; a group gift for 2 to 20, each address once.',
};

/** Per reader, fixed windows counted in the table (functions/shared/data/rate-limit.ts). */
export const giftLimits = {
  /** startGiftCheckout: each makes a payment page at the provider. */
  checkout: {
    bucket: 'gift-checkout:user',
    limit: 20,
    windowSeconds: 3600,
    message: 'Too many gift checkouts started in a short time. Please try again in an hour.',
  },
  /** checkGiftCode and redeemGiftCode together: a person types a few codes; guessing needs billions. */
  code: {
    bucket: 'gift-code:user',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many gift codes tried in a short time. Please try again in an hour.',
  },
} as const satisfies Record<string, RateLimitRule>;
