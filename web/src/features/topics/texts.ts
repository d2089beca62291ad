import { abbreviateCount } from '#web/lib/format/count.ts';

/** Explore topics and topics onboarding (issue #16): the spec names the pages only, the words are ours. */
export const topicsTexts = {
  exploreTitle: 'Explore topics',
  exploreIntro: 'Find the stories and writers of the topics you care about.',
  stories: (count: number) => (count === 1 ? '1 story' : `${abbreviateCount(count)} stories`),
  followTopic: (name: string) => `Follow ${name}`,
  onboardingTitle: 'What are you interested in?',
  onboardingIntro: 'Choose three or more topics. Your home shows more of them.',
  chosen: (count: number) => `${count} of 3 chosen`,
  continue: 'Continue',
  skip: 'Skip for now',
  failed: 'Something went wrong. Please try again.',
  signInPrompt: 'Sign in to choose the topics you follow.',
} as const;

/** Topics onboarding asks for at least this many. */
export const minimumTopics = 3;
