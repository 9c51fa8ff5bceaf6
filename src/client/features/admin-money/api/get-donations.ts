import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { donationListSchema } from '@/domain/donation-schemas';
import { pagedRequest, type PageQuery } from '@/client/lib/admin/api/paged-request';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/donate`: one page of all donations (admins only). */
export function getDonations(query: PageQuery, signal?: AbortSignal) {
  return pagedRequest('/donate', { query: { ...query }, schema: donationListSchema, signal });
}

export const donationsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [...adminKeys.donations, query] as const,
    queryFn: ({ signal }) => getDonations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDonations(query: PageQuery) {
  return useQuery(donationsQuery(query));
}
