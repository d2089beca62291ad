import { relativeTime } from './notification-sentence.ts';

test.each([
  [30, 'just now'],
  [5 * 60, '5m ago'],
  [3 * 3600 + 59, '3h ago'],
  [2 * 86400, '2d ago'],
])('%p seconds before now is %p', (age, text) => {
  expect(relativeTime(1_800_000_000 - age, 1_800_000_000)).toBe(text);
});
