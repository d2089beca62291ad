import { periodLabel, rateOf } from './view.ts';

test('a rate is a whole percentage of what was sent, and a dash when nothing was', () => {
  expect(rateOf(1, 3)).toBe('33%');
  expect(rateOf(2, 3)).toBe('67%');
  expect(rateOf(3, 3)).toBe('100%');
  expect(rateOf(0, 5)).toBe('0%');
  expect(rateOf(0, 0)).toBe('–');
});

test('a period is labelled by its first day (UTC) as the granularity says', () => {
  expect(periodLabel('2026-11-25', 'DAILY')).toBe('Nov 25, 2026');
  expect(periodLabel('2026-11-23', 'WEEKLY')).toBe('Week of Nov 23, 2026');
  expect(periodLabel('2026-11-01', 'MONTHLY')).toBe('November 2026');
  expect(periodLabel('2026-01-01', 'DAILY')).toBe('Jan 1, 2026');
});
