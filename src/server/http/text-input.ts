import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Half of a surrogate pair: UTF-8 cannot encode it, so it would be stored as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL refuses a NUL in text outright, and a lone surrogate would not read back as sent. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT = 'This text has a character we cannot store. Please remove it.';

/**
 * The path (`members.0.name`) of a string that cannot be stored, or undefined. Walked without
 * recursion: a 64 KB body can nest tens of thousands deep.
 */
export function unstorableTextPath(input: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** Refuses such text in path, query or body with 400 before a route sees it. */
export async function refuseUnstorableText(request: FastifyRequest) {
  // A raw body (a signed webhook) is bytes, checked by its route.
  const body = Buffer.isBuffer(request.body) ? undefined : request.body;
  for (const input of [request.params, request.query, body]) {
    const path = unstorableTextPath(input);
    if (path !== undefined)
      throw badRequest(path ? `${path}: ${UNSTORABLE_TEXT}` : UNSTORABLE_TEXT);
  }
}
