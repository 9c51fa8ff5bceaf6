import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Brotli, else gzip, when the client accepts it (`accept-encoding`; a `q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A body many requests share: encoded to UTF-8 once, and compressed once per encoding the
 * first time a client asks for it, never per request.
 */
export class PrecompressedBody {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  /** `brotliQuality`: 11 packs tightest; lower is much faster for bodies rebuilt often. */
  constructor(
    text: string,
    private readonly brotliQuality: number,
  ) {
    this.bytes = Buffer.from(text);
  }

  body(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: this.brotliQuality },
            })
          : zlib.gzipSync(this.bytes);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Sends the body compressed as the client accepts, from the copies made before. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  // Compressed once for all requests, so even a small body is worth it.
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(body.body(encoding));
}
