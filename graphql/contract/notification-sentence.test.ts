import { notificationSentence } from './notification-sentence.ts';

test.each([
  ['CLAP', 13, ' and 12 others clapped for'],
  ['CLAP', 2, ' and 1 other clapped for'],
  ['CLAP', 1, ' clapped for'],
  ['NEW_FOLLOWER', 1, ' started following you'],
  ['REPLY', 1, ' replied to your response on'],
  ['LIST_FOLLOWED', 3, ' and 2 others followed your list'],
  ['GIFT_RECEIVED', 1, ' gave you a Folio membership'],
] as const)('a %s notification of %p actors reads "{name}%s"', (kind, count, words) => {
  expect(notificationSentence(kind, count)).toBe(words);
});
