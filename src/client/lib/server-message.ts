import { ApiError } from './api-client';

/**
 * The message to show for a failed call: the server's own message when it answered one, else
 * the fallback (the server could not be reached, or answered something we could not read).
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
