import { abbreviateCount } from './count.ts';

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [123_456, '123.5K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [12_340_000, '12.3M'],
    [1_500_000_000, '1500M'],
    [-1500, '-1.5K'],
  ])('%s → %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });

  it('never prints a trailing .0', () => {
    for (const count of [1000, 2000, 10_000, 100_000, 2_000_000])
      expect(abbreviateCount(count)).not.toMatch(/\.0/);
  });
});
