/** The byte-order mark makes spreadsheet programs read the file as UTF-8, so ₹ shows. */
export const BOM = '\uFEFF';

/**
 * Where a spreadsheet may start a formula inside text: at the start of the cell, or after a
 * separator (a comma, or a semicolon where the spreadsheet's locale splits on it), a tab or a
 * line break, spaces allowed between.
 */
const FORMULA_START = /(^|[,;\t\r\n])(\s*)([=+\-@])/g;
/** A cell holding any of these is quoted, so no spreadsheet splits it. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell: an apostrophe goes before every place a spreadsheet could start a formula, so
 * `Ravi;=1+1` is text however the file is opened; a cell holding a separator, a quote or a
 * line break is quoted. Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = value.replace(FORMULA_START, "$1$2'$3");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Array<string | number>) => `${cells.map(csvCell).join(',')}\r\n`;

/** Lists inside a cell are joined with "; ". */
export const joinList = (items: string[]) => items.join('; ');

/** The whole file as a stream of text chunks: header first, then one chunk per batch of rows. */
export async function* csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => Array<string | number>,
): AsyncGenerator<string> {
  yield BOM + csvLine(header);
  for await (const batch of batches) yield batch.map((row) => csvLine(toCells(row))).join('');
}
