import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationType } from '@/domain/constants';
import { registrationListSchema } from '@/domain/registration-schemas';
import { pagedRequest, type PageQuery } from '@/client/lib/admin/api/paged-request';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

export interface RegistrationsQuery extends PageQuery {
  type?: RegistrationType;
  /** An event id: only that event's registrations. */
  event?: string;
}

/** `GET /api/admins/registrations`: one page, filtered by event and type, searched and sorted. */
export function getRegistrations(query: RegistrationsQuery, signal?: AbortSignal) {
  return pagedRequest('/admins/registrations', {
    query: { ...query },
    schema: registrationListSchema,
    signal,
  });
}

export const registrationsQuery = (query: RegistrationsQuery) =>
  queryOptions({
    queryKey: [...adminKeys.registrations, query] as const,
    queryFn: ({ signal }) => getRegistrations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRegistrations(query: RegistrationsQuery) {
  return useQuery(registrationsQuery(query));
}
