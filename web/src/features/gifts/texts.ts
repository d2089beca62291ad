import type { GiftCodeCheckResult } from '#contract/gift-plans.ts';

const tierName = (tier: string) => (tier === 'FRIEND' ? 'Friend of Folio' : 'Folio Member');
const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The gift pages' texts (the spec names the pages and results, not their wording). */
export const giftTexts = {
  giftTitle: 'Gift a membership',
  groupGiftTitle: 'Gift memberships to a group',
  landingTitle: 'Give the gift of reading',
  landingIntro:
    'A Folio membership opens every member-only story in full. Give one, or one to each person in a group, for 1 to 12 months: each recipient gets an e-mail with a code to redeem.',
  giveOne: 'Gift a membership',
  giveGroup: 'Gift to a group',
  redeemTitle: 'Redeem a gift',
  intro:
    'Pay once: each recipient gets an e-mail with a code that makes them a member for the months you choose.',
  tierLabel: 'Membership',
  tierName,
  lengthLabel: 'Length',
  lengthOption: (months: number, price: string) => `${monthsText(months)} – ${price}`,
  recipientLabel: "Recipient's e-mail",
  recipientsLabel: 'Recipients’ e-mail addresses',
  recipientsHint: 'One address per line, 2 to 20 people.',
  total: (total: string) => `Total: ${total}`,
  pay: 'Continue to payment',
  paying: 'Opening the payment page…',
  purchased: (count: number) =>
    count === 1
      ? 'Thank you! Your gift is on its way: the recipient gets an e-mail with their code.'
      : `Thank you! Your gifts are on their way: each of the ${count} recipients gets an e-mail with their code.`,
  groupGiftingOff: 'Group gifts are not available right now.',
  signInPrompt: 'Sign in to give or redeem a membership.',
  signIn: 'Sign in',
  loading: 'Loading…',
  tryAgain: 'Something went wrong. Please try again.',
  codeLabel: 'Gift code',
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  giftOf: (tier: string, months: number) => `A gift of ${monthsText(months)} as a ${tierName(tier)}.`,
  redeemed: (tier: string, until: string) =>
    `Your gift is redeemed: you are a ${tierName(tier)} until ${until}. Member-only stories now open in full.`,
  results: {
    VALID: 'This gift code is valid.',
    ALREADY_USED: 'This gift code has already been used.',
    EXPIRED: 'This gift code has expired.',
    NOT_FOUND: 'We could not find this gift code. Check it and try again.',
    NOT_REDEEMABLE_BY_PAST_MEMBERS: 'This group gift is for readers who have never been members.',
  } satisfies Record<GiftCodeCheckResult, string>,
};
