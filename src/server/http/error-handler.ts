import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_TRANSLATIONS } from '@/domain/i18n/error-translations';
import type { MadeMessage } from '@/domain/i18n/format';
import { languageOf } from '@/domain/i18n/languages';
import { catalogueEntries, ErrorCatalogue } from './error-catalogue';
import { HTTP_MESSAGES, HttpError, postgresErrorCode } from './errors';

/** PostgreSQL errors that mean the client sent something wrong, not that we broke. */
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: HTTP_MESSAGES.alreadyExists },
  '23503': { status: 409, message: HTTP_MESSAGES.refersToMissing },
  '22P02': { status: 400, message: HTTP_MESSAGES.wrongFormat },
  '22001': { status: 400, message: HTTP_MESSAGES.tooLong },
  '22003': { status: 400, message: HTTP_MESSAGES.numberOutOfRange },
  '22007': { status: 400, message: HTTP_MESSAGES.dateWrongFormat },
  '22008': { status: 400, message: HTTP_MESSAGES.dateOutOfRange },
};

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_MESSAGES.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_MESSAGES.contentLength,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_MESSAGES.invalidJson,
};

/** The code of bad input whose words the schema gave (not a catalogue message). */
export const INVALID_FIELD_CODE = 'request.invalid-field';

function validationMessage(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  if (!first) return HTTP_MESSAGES.invalid;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? HTTP_MESSAGES.notValid;
  return field ? `${field}: ${message}` : message;
}

/** The catalogue of the HTTP layer's own messages; the app gives the whole one (decision 24). */
export const HTTP_CATALOGUE = new ErrorCatalogue(
  catalogueEntries('request', HTTP_MESSAGES),
  ERROR_TRANSLATIONS,
);

/**
 * Every error leaves as `{ code, message, field? }` with its status: 400 bad input (naming the
 * field), 401, 403, 404, 409 conflict, 413, 415, 429; a 500 says nothing of the internals and is
 * logged. The code is stable; the message is in the request's language (decision record 24).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  catalogue: ErrorCatalogue = HTTP_CATALOGUE,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request.headers as Record<string, string | undefined>);
    const answer = (status: number, message: string | MadeMessage, fallback?: { code: string }) =>
      reply.status(status).send(catalogue.explain(message, status, language, fallback));

    const validation = validationMessage(error);
    if (validation !== undefined) return answer(400, validation, { code: INVALID_FIELD_CODE });

    if (error instanceof HttpError) {
      // A service we depend on failed (the payment provider, say): worth a line in the log.
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error }, error.message);
      const { values } = error;
      return answer(error.statusCode, values ? { english: error.message, values } : error.message);
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return answer(error.statusCode ?? 400, known);

    const pgCode = postgresErrorCode(error);
    const pgError = pgCode ? POSTGRES_CLIENT_ERRORS[pgCode] : undefined;
    if (pgError) {
      request.log.info({ pgCode }, 'database refused a request');
      return answer(pgError.status, pgError.message);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other framework errors for bad requests: their messages are safe and plain.
      return answer(status, error.message);
    }

    request.log.error({ err: error }, 'request failed');
    return answer(500, HTTP_MESSAGES.ourFault(request.id));
  });
}

/** Unknown API paths and missing files answer JSON, never the web page. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(
      HTTP_CATALOGUE.explain(
        HTTP_MESSAGES.noSuchRoute(request.method, request.url.split('?')[0] ?? ''),
        404,
        languageOf(request.headers as Record<string, string | undefined>),
      ),
    );
}
