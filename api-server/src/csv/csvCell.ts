import { E164_MOBILE } from '@outreach/shared-contracts';

/**
 * What a column holds. Text is neutralised; a mobile number in E.164 is safe as it is (a leading
 * `+` and digits only), so it is kept exactly when it has that form.
 */
export type CsvCellKind = 'text' | 'mobile';

/**
 * Starts a spreadsheet reads as a formula (or as a cell it evaluates: a tab or carriage return
 * before one). Leading apostrophes are part of the pattern so that the prefix can be taken off
 * again exactly: see {@link restoreCsvCell}.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const APOSTROPHE = 0x27;

/**
 * One CSV field as every file the server writes has it. A cell that a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheets read as "this is text"; then the field is
 * quoted when it holds a separator, a quote, a line break or edge spaces.
 */
export function csvCell(value: string, kind: CsvCellKind = 'text'): string {
  const keep = kind === 'mobile' && E164_MOBILE.test(value);
  const safe = !keep && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF; `kinds` gives each position's kind, text where absent. */
export function csvLine(values: readonly string[], kinds: readonly CsvCellKind[] = []): string {
  return `${values.map((value, position) => csvCell(value, kinds[position])).join(',')}\r\n`;
}

/**
 * The value a neutralised cell stood for, for files that come back: a rejected-rows download is
 * corrected and uploaded as it is, and a spreadsheet may or may not keep the apostrophe when it
 * saves. Only an apostrophe before a formula start is taken off, so every value the server wrote
 * reads back as it was; a cell typed as `'=…` by hand loses its apostrophe too.
 */
export function restoreCsvCell(value: string): string {
  return value.charCodeAt(0) === APOSTROPHE && NEUTRALISED.test(value) ? value.slice(1) : value;
}
