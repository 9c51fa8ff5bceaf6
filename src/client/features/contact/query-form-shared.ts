import { MESSAGES } from '@/domain/messages';
import type { QueryInput } from '@/domain/query-schemas';

/*
 * What the app's contact form (query-form.tsx) and a visitor's page script (src/client/visitor/),
 * which works the server-rendered form without React, have in common: its fields, its draft, and
 * what it says once it has tried to send a query.
 */

export const EMPTY_QUERY: Required<QueryInput> = {
  name: '',
  email: '',
  phone: '',
  address: '',
  message: '',
};

export type QueryField = keyof QueryInput;

/** The id of a field's input (MUI derives the label's and the message's from it). */
export const queryFieldId = (field: QueryField) => `query-${field}`;

export interface QueryOutcome {
  severity: 'success' | 'error';
  message: string;
  detail: string;
}

/** The form's draft (use-form-draft.ts), kept while it is filled in. */
export const QUERY_DRAFT_KEY = 'contact-query';

export const SUBMITTING_LABEL = 'Submitting…';

export const QUERY_SENT: QueryOutcome = {
  severity: 'success',
  message: MESSAGES.querySubmitted,
  detail: 'Thank you for writing to us. We will reply by e-mail.',
};

/** The server answered with an error, or (`unreachable`) did not answer at all. */
export function queryNotSent(unreachable: boolean): QueryOutcome {
  return {
    severity: 'error',
    message: unreachable ? MESSAGES.queryError : MESSAGES.queryFailed,
    detail: unreachable
      ? 'We could not reach the server. Please check your connection and try again; your text is still here.'
      : 'Please try again in a little while; your text is still here.',
  };
}
