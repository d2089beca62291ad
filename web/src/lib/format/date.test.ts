import { formatDate, formatMonthYear, formatShortDate } from './date.ts';

const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) / 1000;

describe('formatShortDate', () => {
  const now = at(2024, 3, 5, 12);

  it("prints 'LLL d' for a timestamp on the same UTC day", () => {
    expect(formatShortDate(at(2024, 3, 5, 0, 0), now)).toBe('Mar 5');
    expect(formatShortDate(at(2024, 3, 5, 23, 59), now)).toBe('Mar 5');
  });

  it("prints 'LLL d, yyyy' for any other day, even in the same month or year", () => {
    expect(formatShortDate(at(2024, 3, 4, 23, 59), now)).toBe('Mar 4, 2024');
    expect(formatShortDate(at(2024, 3, 6), now)).toBe('Mar 6, 2024');
    expect(formatShortDate(at(2023, 3, 5, 12), now)).toBe('Mar 5, 2023');
    expect(formatShortDate(at(2024, 12, 31), now)).toBe('Dec 31, 2024');
    expect(formatShortDate(0, now)).toBe('Jan 1, 1970');
  });

  it('compares calendar days in UTC, not elapsed time', () => {
    const justAfterMidnight = at(2024, 3, 6, 0, 1);
    expect(formatShortDate(at(2024, 3, 5, 23, 59), justAfterMidnight)).toBe('Mar 5, 2024');
    expect(formatShortDate(at(2024, 3, 6, 0, 0), justAfterMidnight)).toBe('Mar 6');
  });
});

test('formatDate prints the UTC calendar date of an AWSTimestamp (seconds), with its year', () => {
  const seconds = (ms: number) => ms / 1000;
  expect(formatDate(seconds(Date.UTC(2024, 2, 5, 23, 59)))).toBe('Mar 5, 2024');
  expect(formatDate(seconds(Date.UTC(2024, 11, 31, 0, 0)))).toBe('Dec 31, 2024');
  expect(formatDate(0)).toBe('Jan 1, 1970');
});

describe('formatMonthYear', () => {
  it("prints 'LLL yyyy' of the UTC day, whatever the time zone", () => {
    expect(formatMonthYear(at(2024, 3, 5))).toBe('Mar 2024');
    expect(formatMonthYear(at(2023, 12, 31, 23, 59))).toBe('Dec 2023');
    expect(formatMonthYear(at(2024, 1, 1, 0, 0))).toBe('Jan 2024');
  });
});
