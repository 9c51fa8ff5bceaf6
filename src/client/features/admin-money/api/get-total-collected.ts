import { queryOptions, useQuery } from '@tanstack/react-query';
import { totalCollectedSchema, type TotalCollected } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** What the banner shows when the totals cannot be fetched. */
export const NO_COLLECTIONS: TotalCollected = {
  total: 0,
  registrations: 0,
  donations: 0,
  perEvent: [],
};

/** `GET /api/admins/total-collected`; a failure falls back to a total of 0 and no events. */
export async function getTotalCollected(signal?: AbortSignal): Promise<TotalCollected> {
  try {
    return await apiRequest('/admins/total-collected', {
      auth: 'admin',
      schema: totalCollectedSchema,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_COLLECTIONS;
  }
}

export const totalCollectedQuery = queryOptions({
  queryKey: adminKeys.totalCollected,
  queryFn: ({ signal }) => getTotalCollected(signal),
});

export function useTotalCollected() {
  return useQuery(totalCollectedQuery);
}
