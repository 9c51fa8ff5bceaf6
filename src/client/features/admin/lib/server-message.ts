import { ApiError } from '../../../lib/api-client';

/**
 * The message for a failed admin call: the server's own message when it answered one, else
 * the fallback of SPEC.md section 8 (unreachable server, or an answer we could not read).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : fallback;
}

/** Whether a failed call was answered by the server with a message of its own (4xx). */
export function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
