/** The byte-order mark makes spreadsheet programs read the file as UTF-8, so ₹ shows. */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value a spreadsheet would run as a formula is prefixed with an apostrophe
 *, then quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Array<string | number>) => `${cells.map(csvCell).join(',')}\r\n`;

/** Lists inside a cell are joined with "; ". */
export const joinList = (items: string[]) => items.join('; ');

/** A file name safe in a header and on any disk. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 80) || 'event';

/** The whole file as a stream of text chunks: header first, then one chunk per batch of rows. */
export async function* csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => Array<string | number>,
): AsyncGenerator<string> {
  yield BOM + csvLine(header);
  for await (const batch of batches) yield batch.map((row) => csvLine(toCells(row))).join('');
}
