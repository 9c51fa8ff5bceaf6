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
