import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { serverMessage } from './server-message';

export type Refusal<F extends string> =
  { field: F; message: string } | { field?: undefined; message: string };

/**
 * Where a refusal belongs in a form: on the field the server named (`field` of its answer), when
 * the form has that field, with the words after the field's name the message starts with; else
 * on the form as a whole. A failure the server did not explain gives `fallback`.
 */
export function refusalOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): Refusal<F> {
  const message = serverMessage(error, fallback);
  const field = error instanceof ApiError ? error.field : undefined;
  const own = fields.find((name) => name === field);
  if (!own) return { message };
  const prefix = `${own}: `;
  return {
    field: own,
    message: message.startsWith(prefix) ? message.slice(prefix.length) : message,
  };
}

/**
 * A form's refusals from the server: `refuse(error)` puts one on its field (focused) or, for the
 * form as a whole, in `refusal` (shown by `RefusalAlert`); `clear()` before each submit.
 */
export function useFormRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (error: unknown) => {
    const found = refusalOf(error, fields, fallback);
    if (found.field) setError(found.field, { message: found.message }, { shouldFocus: true });
    else setRefusal(found.message);
  };
  const clear = () => setRefusal(null);
  return { refusal, refuse, clear };
}
