import type { FastifyReply, FastifyRequest } from 'fastify';
import { PrecompressedBody, sendPrecompressed } from './precompressed';

/** A page's HTML, compressed once and sent many times. */
export type HtmlPage = PrecompressedBody;

/** Pages are made at most once a minute per path: the tightest Brotli level pays. */
export const htmlPage = (html: string): HtmlPage => new PrecompressedBody(html, 11);

/** Sends a page (pages are sent by the not-found handler, which the compression plugin skips). */
export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  return sendPrecompressed(request, reply, page);
}
