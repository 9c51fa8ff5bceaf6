import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkInSearchAnswerSchema } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admins/check-ins/search`: registrations by name, e-mail, phone or student id. */
export function searchCheckIns(q: string, signal?: AbortSignal) {
  return apiRequest('/admins/check-ins/search', {
    auth: 'admin',
    query: { q },
    schema: checkInSearchAnswerSchema,
    signal,
  });
}

export const checkInSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...adminKeys.checkIns, 'search', q],
    queryFn: ({ signal }) => searchCheckIns(q, signal),
  });

/** Asked once at least two letters are typed. */
export function useCheckInSearch(q: string) {
  return useQuery({
    ...checkInSearchQuery(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
