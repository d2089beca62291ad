import { texts } from '#web/lib/texts.ts';

/**
 * The plans pages' and /welcome-member's texts (ours: spec 2 names the pages and the prices, not the
 * wording). Prices are the server's, formatted by web/src/lib/format/money.ts.
 */
export const plansTexts = {
  title: 'Become a member',
  intro: 'Read every member-only story and support the writers you read. Cancel anytime.',
  discountTitle: 'Half off your first year',
  discountIntro: 'Become a member for half the price of a year. From the second year, the yearly price.',
  onboardingTitle: 'Read without limits',
  onboardingSkip: 'Not now',
  confirmationTitle: 'Your plan',
  tiers: { MEMBER: 'Member', FRIEND: 'Friend of Folio' },
  tierPitch: {
    MEMBER: 'Every member-only story, and your membership supports the writers you read.',
    FRIEND: 'All a member has, and a larger share of your membership goes to the writers you read.',
  },
  intervals: { MONTHLY: 'Monthly', ANNUAL: 'Yearly' },
  per: { MONTHLY: '/month', ANNUAL: '/year' },
  firstYear: 'for your first year',
  saved: (amount: string) => `You save ${amount}`,
  choose: (plan: string) => `Choose ${plan}`,
  starting: 'Going to payment…',
  signUpToChoose: 'Sign up to become a member',
  currency: 'Currency',
  currencyNote: (currency: string) => `Prices in ${currency}.`,
  alreadyMember: 'You are already a member.',
  manageMembership: 'Manage your membership',
  loading: 'Loading…',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  seeAllPlans: 'See all plans',
  welcomeTitle: 'Welcome, member.',
  welcomeText: 'Thank you for supporting the writers you read. Every member-only story is open to you now.',
  welcomeFriendTitle: 'Welcome, Friend of Folio.',
  confirming: 'Confirming your payment…',
  confirmingSlow:
    'Your payment is taking longer than usual to confirm. This page checks again every few seconds; you can also come back later.',
  continueReading: 'Continue reading',
  startReading: 'Start reading',
  welcomeSignIn: 'Sign in to see your membership.',
  signIn: texts.signIn,
  landingTitle: 'Membership',
  landingIntro:
    'Folio is a place to read and write stories that matter. Members read every member-only story, and part of every membership goes to the writers members read.',
  landingPoints: [
    'Read every member-only story, on every device.',
    'Support the writers you read: your reading decides where your membership goes.',
    'Cancel anytime; your membership lasts until the end of the period you paid for.',
  ],
  landingCta: 'See plans',
} as const;
