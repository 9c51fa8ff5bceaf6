import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInSummarySchema } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/admins/check-ins/summary`: per event, people confirmed and checked in. */
export function getCheckInSummary(signal?: AbortSignal) {
  return apiRequest('/admins/check-ins/summary', {
    auth: 'admin',
    schema: checkInSummarySchema,
    signal,
  });
}

export const checkInSummaryQuery = queryOptions({
  queryKey: adminKeys.checkInSummary,
  queryFn: ({ signal }) => getCheckInSummary(signal),
});

export function useCheckInSummary() {
  return useQuery(checkInSummaryQuery);
}
