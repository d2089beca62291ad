/**
 * #audience-development's newsletter part (issue #15): ours, in Medium's manner. Beside the lazily loaded
 * section, not in texts.ts, so the settings page's first script does not carry them.
 */
export const newsletterAudienceTexts = {
  newsletterLoading: 'Loading your newsletter…',
  subscriberCount: (count: number) =>
    count === 1
      ? '1 subscriber to your newsletter'
      : `${count.toLocaleString('en-US')} subscribers to your newsletter`,
  noSubscribers:
    'Nobody subscribes to your newsletter yet. Readers subscribe with the envelope beside Follow on your profile and under your stories.',
  importSubscribers: 'Import subscribers',
  newsletterStats: 'See your newsletter’s stats',
};
