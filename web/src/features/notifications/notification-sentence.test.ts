import { notificationSentence, relativeTime } from './notification-sentence.ts';

test.each([
  ['CLAP', 13, ' and 12 others clapped for'],
  ['CLAP', 2, ' and 1 other clapped for'],
  ['CLAP', 1, ' clapped for'],
  ['NEW_FOLLOWER', 1, ' started following you'],
  ['REPLY', 1, ' replied to your response on'],
  ['LIST_FOLLOWED', 3, ' and 2 others followed your list'],
] as const)('a %s notification of %p actors reads "{name}%s"', (kind, count, words) => {
  expect(notificationSentence(kind, count)).toBe(words);
});

test.each([
  [30, 'just now'],
  [5 * 60, '5m ago'],
  [3 * 3600 + 59, '3h ago'],
  [2 * 86400, '2d ago'],
])('%p seconds before now is %p', (age, text) => {
  expect(relativeTime(1_800_000_000 - age, 1_800_000_000)).toBe(text);
});
