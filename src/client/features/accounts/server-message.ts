import { ApiError } from '../../lib/api-client';

/**
 * The message to show for a failed call: the server's own message when it answered, else the
 * fallback of SPEC.md section 8 (the server could not be reached, or answered something else).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : fallback;
}
