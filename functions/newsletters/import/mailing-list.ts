import { isValidEmail, normaliseEmail } from '#contract/email-address.ts';

/** What a mailing list may hold (decision 168): checked on the server before anything is read. */
export const maxMailingListBytes = 1_000_000;
export const maxMailingListRows = 10_000;

export interface ListedRow {
  /** The row's line in the file, counted from 1 (a header row included), as a spreadsheet shows it. */
  row: number;
  value: string;
}

export interface MailingList {
  /** The valid addresses, normalised, each once, in the file's order. */
  addresses: string[];
  rowCount: number;
  badRows: ListedRow[];
  duplicateRows: ListedRow[];
}

/** One CSV line's cells: commas split, a cell's surrounding quotes dropped ("" inside is a quote). */
const cellsOf = (line: string) =>
  (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
    .map((cell) => cell.replace(/,$/, '').trim())
    .map((cell) =>
      cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
    );

/**
 * A CSV of addresses, one a row: a header row (no cell with an @) is tolerated and names the address
 * column when one of its cells says e-mail, else the first column is; other columns are ignored; blank
 * rows are skipped. Each address is checked with Folio's one e-mail rule (spec 2 §5).
 */
export function readMailingList(csv: string): MailingList {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = cellsOf(lines[0] ?? '');
  const hasHeader = !first.some((cell) => cell.includes('@'));
  const column = hasHeader
    ? Math.max(
        0,
        first.findIndex((cell) => /e-?mail/i.test(cell)),
      )
    : 0;
  const seen = new Set<string>();
  const list: MailingList = { addresses: [], rowCount: 0, badRows: [], duplicateRows: [] };
  lines.forEach((line, index) => {
    if ((hasHeader && index === 0) || line.trim() === '') return;
    list.rowCount++;
    const value = cellsOf(line)[column] ?? '';
    const row = index + 1;
    if (!isValidEmail(value)) return void list.badRows.push({ row, value });
    const address = normaliseEmail(value);
    if (seen.has(address)) return void list.duplicateRows.push({ row, value });
    seen.add(address);
    list.addresses.push(address);
  });
  return list;
}
