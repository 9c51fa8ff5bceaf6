import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '@/domain/admin-schemas';
import { pagedRequest, type PageQuery } from '@/client/lib/admin/api/paged-request';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/admins/users`: one row per registrant e-mail, one page, searched and sorted. */
export function getUsers(query: PageQuery, signal?: AbortSignal) {
  return pagedRequest('/admins/users', {
    query: { ...query },
    schema: adminUserListSchema,
    signal,
  });
}

export const usersQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [...adminKeys.users, query] as const,
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: PageQuery) {
  return useQuery(usersQuery(query));
}
