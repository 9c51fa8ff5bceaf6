import type { z } from 'zod';
import type { queryInputSchema } from '@/domain/query-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** A visitor's question as the contact form sends it: trimmed, optional fields as ''. */
export type QueryOutput = z.output<typeof queryInputSchema>;

/** `POST /api/queries`: a visitor's question from the contact form. */
export function sendQuery(query: QueryOutput) {
  return apiRequest<unknown>('/queries', { method: 'POST', body: query, auth: 'none' });
}
