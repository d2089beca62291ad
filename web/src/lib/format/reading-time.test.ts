import { readingTimeLabel } from './reading-time.ts';

describe('readingTimeLabel', () => {
  it.each([
    [0, '1 min read'],
    [0.2, '1 min read'],
    [1, '1 min read'],
    [4.4, '5 min read'],
    [12, '12 min read'],
    [59.5, '1 hr read'],
    [60, '1 hr read'],
    [75, '1 hr 15 min read'],
    [121, '2 hr 1 min read'],
    [-3, '1 min read'],
    [Number.NaN, '1 min read'],
  ])('%s minutes → %p', (readingTime, label) => {
    expect(readingTimeLabel(readingTime)).toBe(label);
  });
});
