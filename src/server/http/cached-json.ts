import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PrecompressedBody, sendPrecompressed } from './precompressed';

/**
 * A JSON answer many requests share until its data changes: serialized, hashed and compressed
 * once, not per request. Browsers revalidate it with its ETag.
 */
export class CachedJson extends PrecompressedBody {
  readonly etag: string;

  constructor(json: string) {
    // Rebuilt whenever its data changes: a quick Brotli level.
    super(json, 5);
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
  }
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  return sendPrecompressed(request, reply, answer);
}
