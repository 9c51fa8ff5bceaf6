import { z } from 'zod';
import { pageQuerySchema } from './admin-schemas';
import { QUERY_STATUSES, type QueryStatus } from './constants';

export const REPLY_MAX_LENGTH = 5000;

/** A query's status as the inbox and its CSV show it. */
export const QUERY_STATUS_LABELS: Record<QueryStatus, string> = {
  new: 'New',
  answered: 'Answered',
};

export const queryStatusSchema = z.enum(QUERY_STATUSES, {
  error: 'Status must be new or answered.',
});

/** The admins' list of contact queries: newest first, searched, by status. */
export const adminQueriesQuerySchema = pageQuerySchema.extend({
  status: queryStatusSchema.optional(),
});

/** The same filters choose the rows of the CSV file. */
export const queriesExportQuerySchema = adminQueriesQuerySchema.pick({ q: true, status: true });

/** An admin's reply, mailed to whoever asked. */
export const queryReplyInputSchema = z.object({
  message: z
    .string({ error: 'Reply is required.' })
    .trim()
    .min(1, 'Reply is required.')
    .max(REPLY_MAX_LENGTH, `Reply is too long (at most ${REPLY_MAX_LENGTH} characters).`),
});

/** Marking a query new or answered by hand (answered on the phone, say). */
export const queryStatusInputSchema = z.object({ status: queryStatusSchema });

/** One query as admins see it, with the latest reply mailed from the dashboard. */
export const adminQuerySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  message: z.string(),
  status: queryStatusSchema,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const adminQueryListSchema = z.array(adminQuerySchema);

export const QUERY_INBOX_MESSAGES = {
  notFound: 'This query does not exist. It may have been deleted.',
  mailFailed:
    'The reply could not be e-mailed just now, so it was not saved. Please try again in a few minutes.',
  loadFailed: 'Error loading queries. Please try again later.',
  replySent: (email: string) => `Reply sent to ${email}.`,
  replyFailed: 'Error sending the reply. Please try again.',
  statusSaved: (status: QueryStatus) =>
    status === 'answered' ? 'Query marked answered.' : 'Query marked new.',
  statusFailed: 'Error saving the status. Please try again.',
} as const;

export type AdminQuery = z.infer<typeof adminQuerySchema>;
export type QueryReplyInput = z.input<typeof queryReplyInputSchema>;
