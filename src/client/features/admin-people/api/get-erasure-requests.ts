import { queryOptions, useQuery } from '@tanstack/react-query';
import { erasureRequestListSchema } from '@/domain/person-data';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/admins/people/erasure-requests`: members waiting to be erased, oldest first. */
export function getErasureRequests(signal?: AbortSignal) {
  return apiRequest('/admins/people/erasure-requests', {
    auth: 'admin',
    schema: erasureRequestListSchema,
    signal,
  });
}

// Under the users' key: erasing someone refreshes both.
export const erasureRequestsQuery = queryOptions({
  queryKey: [...adminKeys.users, 'erasure-requests'] as const,
  queryFn: ({ signal }) => getErasureRequests(signal),
});

export function useErasureRequests(enabled: boolean) {
  return useQuery({ ...erasureRequestsQuery, enabled });
}
