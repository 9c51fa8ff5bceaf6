import type { FastifyReply } from 'fastify';

/** One page of a list, and how many items the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Admin lists stay a plain JSON array, as older tools expect; the total comes in X-Total-Count. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** Sends a page as its items, with the list's total in the header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): FastifyReply {
  return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
}
