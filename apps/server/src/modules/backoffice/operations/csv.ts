import { stringify } from 'csv-stringify/sync';
import type { Options } from 'csv-stringify/sync';

/**
 * The back office's CSV files (docs/BACKOFFICE.md#audit-log), written by csv-stringify: a cell is quoted
 * only when it holds a quote, comma or line break (quotes doubled), records end in CRLF, and a file may
 * start with UTF-8's byte order mark (without it Excel reads the file in the machine's code page and
 * garbles Thai). Text that a spreadsheet would read as a formula gets a leading apostrophe (CSV
 * injection); a figure the server formatted is written as it is (a negative GGR is a number).
 */

/** A figure the server formatted itself: never prefixed. */
class CsvFigure {
  constructor(readonly text: string) {}
}

/** An amount in baht, with two decimals. */
export const csvAmount = (baht: number) => new CsvFigure(baht.toFixed(2));

/** A count, as a whole number. */
export const csvCount = (n: number) => new CsvFigure(String(n));

/** Strings as they are, other values as JSON; then an apostrophe before = + - @, a tab or a CR. */
function formulaSafe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const OPTIONS: Options = {
  record_delimiter: '\r\n',
  // The library quotes a line break only when it is the whole record delimiter: a lone CR or LF too.
  quoted_match: /[\r\n]/,
  // The library's own escape_formulas also prefixes negative figures, so the guard is ours.
  cast: {
    string: formulaSafe,
    number: formulaSafe,
    bigint: (n) => formulaSafe(String(n)),
    boolean: formulaSafe,
    date: formulaSafe,
    object: (value) => (value instanceof CsvFigure ? value.text : formulaSafe(value)),
  },
};

/** Records as CSV text, each ending in CRLF; null and undefined are empty cells. */
export function csvRecords(
  records: readonly (readonly unknown[])[],
  options: Pick<Options, 'bom' | 'eof'> = {},
): string {
  return stringify(records as unknown[][], { ...OPTIONS, ...options });
}
