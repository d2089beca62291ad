import type { TagTimePeriod } from '#graphql/generated/schema-types.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How far back each top period reaches (decision 183): rolling windows ending now; all time has none. */
const periodDays: Record<TagTimePeriod, number | null> = {
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
  ALL_TIME: null,
};

/** A span of first-publish times: from `from` (included) to `to` (excluded), epoch ms. */
export interface PublishRange {
  from: number;
  to: number;
}

/** The stories a top period ranks: first published in the period's window, up to now. */
export function topPeriodRange(period: TagTimePeriod, now: number): PublishRange {
  const days = periodDays[period];
  return { from: days === null ? 0 : now - days * dayMs, to: now + 1 };
}

/** An archive page's span (UTC): the whole year, or one month (1–12) of it. */
export function archiveRange(year: number, month: number | null): PublishRange {
  if (month === null) return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) };
  return { from: Date.UTC(year, month - 1, 1), to: Date.UTC(year, month, 1) };
}

/** The archive's years, newest first: from the first story's year (none without a story) to now's. */
export function archiveYears(firstPublishedAt: number | null, now: number): number[] {
  if (firstPublishedAt === null) return [];
  const first = new Date(firstPublishedAt).getUTCFullYear();
  const last = Math.max(first, new Date(now).getUTCFullYear());
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}
