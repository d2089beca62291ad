import type { PaywallWindow } from '#graphql/generated/operations.ts';

/** The metered allowance's and friend links' texts (issue #14; the spec gives none: ours). */
const windowWords: Record<PaywallWindow, string> = {
  HOURLY: 'this hour',
  DAILY: 'today',
  MONTHLY: 'this month',
};

const stories = (count: number) => `${count} free member-only ${count === 1 ? 'story' : 'stories'}`;

export const paywallTexts = {
  /** The wording: "N free member-only stories left". */
  storiesLeft: (count: number, window: PaywallWindow) => `${stories(count)} left ${windowWords[window]}`,
  noneLeft: (allowance: number, window: PaywallWindow) =>
    `You have read your ${stories(allowance)} ${windowWords[window]}. Become a member to read this story and every other.`,
  seePlans: 'See plans',
  becomeMember: 'Become a member',
  friendLinkMenu: 'Friend link',
  copyFriendLink: 'Copy friend link',
  revokeFriendLink: 'Revoke friend link',
  friendLinkCopied:
    'Friend link copied. Anyone with this link can read the whole story, even without a membership.',
  friendLinkRevoked: 'Friend link revoked. Anyone opening the old link now sees only the preview.',
  failed: 'That did not work. Please try again.',
} as const;
