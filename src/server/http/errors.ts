import type { MadeMessage, MessageValue } from '@/domain/i18n/format';

/**
 * An error whose status and message are meant for the client. Services throw these; a message
 * made with values (`made`) keeps them, so the answer in Hindi or Marathi formats them itself.
 */
export class HttpError extends Error {
  readonly values?: readonly MessageValue[];

  constructor(
    readonly statusCode: number,
    message: string | MadeMessage,
    options?: ErrorOptions,
  ) {
    super(typeof message === 'string' ? message : message.english, options);
    this.name = 'HttpError';
    if (typeof message !== 'string') this.values = message.values;
  }
}

/** The messages of the HTTP layer itself, whatever the route (each has its code, decision 24). */
export const HTTP_MESSAGES = {
  logIn: 'Please log in to continue.',
  notPermitted: 'You do not have permission to do that.',
  notFound: 'Not found.',
  noSuchRoute: (method: string, path: string) => `There is no ${method} ${path}.`,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalid: 'The request is not valid.',
  notValid: 'is not valid',
  alreadyExists: 'That already exists.',
  refersToMissing: 'That refers to something that does not exist.',
  wrongFormat: 'A value has the wrong format.',
  tooLong: 'A value is too long.',
  numberOutOfRange: 'A number is out of range.',
  dateWrongFormat: 'A date has the wrong format.',
  dateOutOfRange: 'A date is out of range.',
  bodyTooLarge: 'The request is too large.',
  mediaType: 'This content type is not accepted here.',
  contentLength: 'The request length does not match its body.',
  emptyJson: 'The request body is empty but should be JSON.',
  invalidJson: 'The request body is not valid JSON.',
  ourFault: (reference: string) =>
    `Something went wrong on our side. Please try again (reference ${reference}).`,
} as const;

type ErrorMessage = string | MadeMessage;

export const badRequest = (message: ErrorMessage) => new HttpError(400, message);
export const unauthorized = (message: string = HTTP_MESSAGES.logIn) => new HttpError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.notPermitted) =>
  new HttpError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);

/** PostgreSQL error codes we translate into client errors. Drizzle wraps them in `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
