import { z } from 'zod';

const PLAIN_DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number as JSON sends it (16) or as a form field or query string sends it ("16", "12.5").
 * Nothing else is read as a number: not "0x10", "1e3", "Infinity" or `true`, which a plain
 * `Number()` would turn into 16, 1000, Infinity and 1.
 */
export function numberInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value),
    schema,
  );
}

/** Digits grouped the Indian way (1,00,001) or in thousands (100,001); no other commas. */
const GROUPED = /^\d{1,3}(?:,\d{3})+$|^\d{1,2}(?:,\d{2})*,\d{3}$/;

/** '1,001' and '1,00,001' as people type amounts: the commas dropped; any other text unchanged. */
export const withoutDigitGrouping = (text: string) =>
  GROUPED.test(text.trim()) ? text.trim().replaceAll(',', '') : text;
