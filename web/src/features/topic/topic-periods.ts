import type { TagTimePeriod } from '#graphql/generated/operations.ts';

/** The {timePeriod} of /tag/{tagSlug}/top/{timePeriod} (issue #16) and the period each asks for. */
export const topPeriods = {
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
  'all-time': 'ALL_TIME',
} as const satisfies Record<string, TagTimePeriod>;
export type TopPeriodParam = keyof typeof topPeriods;

/** The period of an address, or null for one Folio does not rank (the 404 page). */
export const topPeriodOf = (param: string | undefined): TagTimePeriod | null =>
  param && Object.hasOwn(topPeriods, param) ? topPeriods[param as TopPeriodParam] : null;

/** The archive's span from the address: its year (this UTC year when none) and month (1–12), or null when malformed. */
export function archiveSpanOf(params: { year?: string; month?: string }, now = new Date()) {
  const year = params.year === undefined ? now.getUTCFullYear() : Number(params.year);
  const month = params.month === undefined ? null : Number(params.month);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) return null;
  if (month !== null && (!Number.isInteger(month) || month < 1 || month > 12)) return null;
  return { year, month };
}
