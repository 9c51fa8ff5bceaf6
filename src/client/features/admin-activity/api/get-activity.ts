import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntryListSchema, type AuditFilter } from '@/domain/audit';
import { pagedRequest } from '@/client/lib/admin/api/paged-request';

export interface ActivityQuery extends AuditFilter {
  page: number;
  pageSize: number;
}

/** `GET /api/admins/audit`: one page of the audit log, newest first, filtered. */
export function getActivity(query: ActivityQuery, signal?: AbortSignal) {
  return pagedRequest('/admins/audit', {
    query: { ...query },
    schema: auditEntryListSchema,
    signal,
  });
}

export function useActivity(query: ActivityQuery) {
  return useQuery({
    queryKey: ['admin', 'activity', query] as const,
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
  });
}
