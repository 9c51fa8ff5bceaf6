import { z } from 'zod';
import { dayInZone, zonedTimeToInstant } from './dates';

/**
 * The Indian financial year runs from 1 April to 31 March and is written '2026-27': the year it
 * starts in, a hyphen, and the last two digits of the next year. Receipts are numbered within it.
 */

const FINANCIAL_YEAR_MESSAGE =
  'must be a financial year such as 2026-27: the year it starts in, then the last two digits of the next year';

function startYearOf(fy: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) return undefined;
  const start = Number(match[1]);
  return match[2] === String((start + 1) % 100).padStart(2, '0') ? start : undefined;
}

function startYearOrThrow(fy: string): number {
  const start = startYearOf(fy);
  if (start === undefined) throw new RangeError(`"${fy}" ${FINANCIAL_YEAR_MESSAGE}`);
  return start;
}

/** '2026-27' (and '1999-00'); refuses '2026-28', '2026-2027' and '26-27'. */
export const financialYearSchema = z
  .string()
  .refine((fy) => startYearOf(fy) !== undefined, { message: FINANCIAL_YEAR_MESSAGE });

const nameOf = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The financial year of an instant, by its calendar day in the given time zone. */
export function financialYearOf(instant: Date, timeZone: string): string {
  const day = dayInZone(instant, timeZone);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return nameOf(month >= 4 ? year : year - 1);
}

/** From 1 April 00:00 (inclusive) to the next 1 April 00:00 (exclusive), local time in the zone. */
export function financialYearBounds(fy: string, timeZone: string): { start: Date; end: Date } {
  const start = startYearOrThrow(fy);
  return {
    start: zonedTimeToInstant(`${start}-04-01`, '00:00:00', timeZone),
    end: zonedTimeToInstant(`${start + 1}-04-01`, '00:00:00', timeZone),
  };
}

/** A receipt number's sequence is zero-padded to this many digits (longer once it needs more). */
export const SEQUENCE_DIGITS = 6;

/** What every receipt number of a series and financial year starts with: 'R-2026-27/'. */
export function receiptNumberHead(series: string, fy: string): string {
  startYearOrThrow(fy);
  return `${series}-${fy}/`;
}

/**
 * 'R-2026-27/000001': the series' letter, the financial year, and the sequence zero-padded to
 * six digits (longer once it needs more).
 */
export function formatReceiptNumber(series: string, fy: string, sequence: number): string {
  const head = receiptNumberHead(series, fy);
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(
      `A receipt's sequence number must be a whole number from 1, not ${sequence}`,
    );
  }
  return `${head}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
