import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from './accept-encoding';

/** Below this, compressing costs more than it saves (as the compress plugin's threshold). */
const COMPRESS_FROM = 1024;

/**
 * A JSON answer many requests share until its data changes: serialized, hashed and compressed
 * once, not per request. Browsers revalidate it with its ETag.
 */
export class CachedJson {
  readonly etag: string;
  /** The UTF-8 bytes, so no request encodes the string again. */
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(json: string) {
    this.bytes = Buffer.from(json);
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : zlib.gzipSync(this.bytes);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    answer.bytes.length >= COMPRESS_FROM && preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.bytes);
  return reply.header('content-encoding', encoding).send(answer.body(encoding));
}
