export type StatsGranularity = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** `part` of `whole` as a whole percentage ("33%"); "–" when nothing was sent. */
export function rateOf(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

const day = (start: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });

/** A period's label from its first day (YYYY-MM-DD, UTC): "Nov 25, 2026", "Week of Nov 23, 2026", "November 2026". */
export function periodLabel(start: string, granularity: StatsGranularity): string {
  if (granularity === 'MONTHLY') return day(start, { month: 'long', year: 'numeric' });
  const date = day(start, { month: 'short', day: 'numeric', year: 'numeric' });
  return granularity === 'WEEKLY' ? `Week of ${date}` : date;
}
