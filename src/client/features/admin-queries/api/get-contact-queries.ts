import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryStatus } from '@/domain/constants';
import { adminQueryListSchema } from '@/domain/query-inbox-schemas';
import { pagedRequest, type PageQuery } from '@/client/lib/admin/api/paged-request';
import { inboxKeys } from './query-keys';

export interface InboxQuery extends Omit<PageQuery, 'sort'> {
  status?: QueryStatus;
}

/** `GET /api/admins/queries`: one page of contact queries, newest first, searched, by status. */
export function getContactQueries(query: InboxQuery, signal?: AbortSignal) {
  return pagedRequest('/admins/queries', {
    query: { ...query },
    schema: adminQueryListSchema,
    signal,
  });
}

export const contactQueriesQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: [...inboxKeys.all, 'list', query] as const,
    queryFn: ({ signal }) => getContactQueries(query, signal),
    placeholderData: keepPreviousData,
  });

export function useContactQueries(query: InboxQuery) {
  return useQuery(contactQueriesQuery(query));
}

/** How many queries are new: the total of a one-row page of them. */
export function useNewQueryCount() {
  return useQuery({
    queryKey: inboxKeys.newCount,
    queryFn: async ({ signal }) =>
      (await getContactQueries({ page: 1, pageSize: 1, status: 'new' }, signal)).total,
  });
}
