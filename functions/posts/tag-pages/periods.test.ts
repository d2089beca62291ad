import { archiveRange, archiveYears, topPeriodRange } from './periods.ts';

const now = Date.UTC(2026, 10, 20, 12);
const day = 24 * 60 * 60 * 1000;

test('top periods are rolling windows ending now; all time reaches back to the start', () => {
  expect(topPeriodRange('WEEK', now)).toEqual({ from: now - 7 * day, to: now + 1 });
  expect(topPeriodRange('MONTH', now).from).toBe(now - 30 * day);
  expect(topPeriodRange('YEAR', now).from).toBe(now - 365 * day);
  expect(topPeriodRange('ALL_TIME', now).from).toBe(0);
});

test('an archive month ends where the next begins (December into January); a year is whole', () => {
  expect(archiveRange(2025, 12)).toEqual({ from: Date.UTC(2025, 11, 1), to: Date.UTC(2026, 0, 1) });
  expect(archiveRange(2025, null)).toEqual({ from: Date.UTC(2025, 0, 1), to: Date.UTC(2026, 0, 1) });
});

test('archive years run from the first story to now, newest first; none without a story', () => {
  expect(archiveYears(Date.UTC(2024, 5, 1), now)).toEqual([2026, 2025, 2024]);
  expect(archiveYears(null, now)).toEqual([]);
});
