import type { QueryStatus } from '@/domain/constants';
import { adminQuerySchema } from '@/domain/query-inbox-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { useInboxMutation } from './inbox-mutation';

export interface SetQueryStatusVariables {
  id: string;
  status: QueryStatus;
}

/** `PUT /api/admins/queries/:id`: marks a query new or answered by hand; nobody is mailed. */
export function setQueryStatus({ id, status }: SetQueryStatusVariables) {
  return apiRequest(`/admins/queries/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { status },
    auth: 'admin',
    schema: adminQuerySchema,
  });
}

export const useSetQueryStatus = () => useInboxMutation(setQueryStatus);
