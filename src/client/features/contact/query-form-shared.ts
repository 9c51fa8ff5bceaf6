import type { PageTexts } from '@/client/lib/page-texts/en';
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

type ContactTexts = PageTexts['contact'];

/** The query was sent (the English words are MESSAGES.querySubmitted's). */
export const querySent = (texts: ContactTexts): QueryOutcome => ({
  severity: 'success',
  message: texts.sent,
  detail: texts.sentDetail,
});

/** The server answered with an error, or (`unreachable`) did not answer at all. */
export function queryNotSent(texts: ContactTexts, unreachable: boolean): QueryOutcome {
  return {
    severity: 'error',
    message: unreachable ? texts.error : texts.failed,
    detail: unreachable ? texts.unreachableDetail : texts.retryDetail,
  };
}

/** The form's fields' labels, by field. */
export const queryFieldLabel = (texts: ContactTexts, field: QueryField) =>
  field === 'message' ? texts.message : texts[field];
