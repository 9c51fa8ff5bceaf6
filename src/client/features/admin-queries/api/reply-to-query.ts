import { adminQuerySchema } from '@/domain/query-inbox-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { useInboxMutation } from './inbox-mutation';

export interface ReplyToQueryVariables {
  id: string;
  message: string;
}

/** `POST /api/admins/queries/:id/reply`: e-mails the reply to the asker; the query is answered. */
export function replyToQuery({ id, message }: ReplyToQueryVariables) {
  return apiRequest(`/admins/queries/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { message },
    auth: 'admin',
    schema: adminQuerySchema,
  });
}

export const useReplyToQuery = () => useInboxMutation(replyToQuery);
