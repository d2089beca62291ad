import { defaultMeter, maxMeteredStories, meterFromFlags, meterWindow } from './paywall-meter.ts';

describe('meterFromFlags', () => {
  test('reads the operators’ values, and falls back to the defaults on anything unreadable', () => {
    expect(meterFromFlags('5', 'daily')).toEqual({ stories: 5, window: 'DAILY' });
    expect(meterFromFlags('0', 'HOURLY')).toEqual({ stories: 0, window: 'HOURLY' });
    expect(meterFromFlags('three', 'weekly')).toEqual(defaultMeter);
    expect(meterFromFlags('-1', '')).toEqual(defaultMeter);
    expect(meterFromFlags('100000', 'MONTHLY').stories).toBe(maxMeteredStories);
  });
});

describe('meterWindow', () => {
  const now = Date.UTC(2026, 10, 27, 14, 35, 12);
  test('is the UTC calendar hour, day or month holding now', () => {
    expect(meterWindow('HOURLY', now)).toEqual({
      start: Date.UTC(2026, 10, 27, 14),
      end: Date.UTC(2026, 10, 27, 15),
    });
    expect(meterWindow('DAILY', now)).toEqual({ start: Date.UTC(2026, 10, 27), end: Date.UTC(2026, 10, 28) });
    expect(meterWindow('MONTHLY', now)).toEqual({ start: Date.UTC(2026, 10, 1), end: Date.UTC(2026, 11, 1) });
    expect(meterWindow('MONTHLY', Date.UTC(2026, 11, 31, 23)).end).toBe(Date.UTC(2027, 0, 1));
  });
});
