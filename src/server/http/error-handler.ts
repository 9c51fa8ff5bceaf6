import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, postgresErrorCode } from './errors';

/** PostgreSQL errors that mean the client sent something wrong, not that we broke. */
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'That already exists.' },
  '23503': { status: 409, message: 'That refers to something that does not exist.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22001': { status: 400, message: 'A value is too long.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  '22008': { status: 400, message: 'A date is out of range.' },
};

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function validationMessage(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is not valid';
  return field ? `${field}: ${message}` : message;
}

/**
 * Every error leaves as `{ message }` with its status: 400 bad input (naming the field), 401, 403,
 * 404, 409 conflict, 413, 415, 429; a 500 says nothing of the internals and is logged.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const validation = validationMessage(error);
    if (validation !== undefined) return reply.status(400).send({ message: validation });

    if (error instanceof HttpError) {
      // A service we depend on failed (the payment provider, say): worth a line in the log.
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({ message: error.message });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send({ message: known });

    const pgCode = postgresErrorCode(error);
    const pgError = pgCode ? POSTGRES_CLIENT_ERRORS[pgCode] : undefined;
    if (pgError) {
      request.log.info({ pgCode }, 'database refused a request');
      return reply.status(pgError.status).send({ message: pgError.message });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other framework errors for bad requests: their messages are safe and plain.
      return reply.status(status).send({ message: error.message });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: `Something went wrong on our side. Please try again (reference ${request.id}).`,
    });
  });
}

/** Unknown API paths and missing files answer JSON, never the web page. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `There is no ${request.method} ${request.url.split('?')[0]}.` });
}
