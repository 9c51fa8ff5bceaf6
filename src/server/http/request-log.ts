import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Reset-password and invitation links carry their secret in the path, for the page
 * (`/reset-password/<token>`, `/admin/invitation/<token>`) and the API alike.
 */
const SECRET_IN_PATH = /\/(reset-password|invitations?)\/[^/?#]+/g;

/** A route with a parameter that holds a secret: the line shows the route's pattern. */
const SECRET_PARAM = /:[^/]*token/i;

/**
 * The address a log line gives for a request: as sent, except that a secret in it (a mailed
 * link's token) is replaced by the name of the route's parameter. Anyone who reads the log
 * could otherwise use the link.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (pattern && SECRET_PARAM.test(pattern)) {
    const query = request.url.indexOf('?');
    return pattern + (query === -1 ? '' : request.url.slice(query));
  }
  return request.url.replace(SECRET_IN_PATH, '/$1/:token');
}

/** Fastify's request serializer, with `loggedUrl` for the address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options, whoever chose them, with the request serializer above. */
export function withRequestLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
