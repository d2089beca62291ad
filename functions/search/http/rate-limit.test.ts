import { perIpRateLimit } from './rate-limit.ts';

describe('perIpRateLimit', () => {
  it('lets a burst through, refuses the next, and refills with time, per address', () => {
    let time = 0;
    const allowed = perIpRateLimit({ burst: 3, perSecond: 2 }, () => time);
    expect([1, 2, 3, 4].map(() => allowed('a'))).toEqual([true, true, true, false]);
    expect(allowed('b')).toBe(true);
    time += 500;
    expect([allowed('a'), allowed('a')]).toEqual([true, false]);
  });
});
