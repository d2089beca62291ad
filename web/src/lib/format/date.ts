const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Mar 5, 2024' in UTC from an AWSTimestamp (whole seconds): the date of a story, always with its year,
 * since "this year" differs between a cached page and its reader.
 */
export function formatDate(awsTimestamp: number): string {
  const date = new Date(awsTimestamp * 1000);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * Spec 2 §9: 'LLL d' ('Mar 5') for a timestamp on the same day as now, otherwise 'LLL d, yyyy'
 * ('Mar 5, 2024'). Both are AWSTimestamps (whole seconds), as the API sends dates.
 *
 * The day is the UTC calendar day and no Intl is used, so the server and the browser print the same
 * characters whatever the visitor's time zone or the runtime's ICU data. `now` is a parameter, not read
 * from the clock: a cached page and its hydration must be given the same `now` (for example the time
 * the page was rendered, carried in the preloaded state) or the two texts can differ across midnight.
 */
export function formatShortDate(timestamp: number, now: number): string {
  const date = new Date(timestamp * 1000);
  const day = `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return sameUtcDay(date, new Date(now * 1000)) ? day : `${day}, ${date.getUTCFullYear()}`;
}

const sameUtcDay = (a: Date, b: Date) =>
  a.getUTCFullYear() === b.getUTCFullYear() &&
  a.getUTCMonth() === b.getUTCMonth() &&
  a.getUTCDate() === b.getUTCDate();

/** 'Mar 2024' in UTC from an AWSTimestamp: "member since a month and year" (spec 1 §1, §2.5). */
export function formatMonthYear(awsTimestamp: number): string {
  const date = new Date(awsTimestamp * 1000);
  return `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
