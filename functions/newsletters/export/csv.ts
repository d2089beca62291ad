/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled;
 * a field a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is quoted after
 * a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export's file: a header row `email`, then one address a row, CRLF-separated. */
export const subscribersCsv = (addresses: readonly string[]) =>
  ['email', ...addresses].map(csvField).join('\r\n') + '\r\n';
