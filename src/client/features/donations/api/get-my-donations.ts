import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationListSchema, type Donation } from '@/domain/donation-schemas';
import { apiRequest } from '@/client/lib/api-client';

/**
 * `GET /api/donate/my-donations?email=`: the member's own donations. A failure counts as an empty
 * list: the page then shows its empty state.
 */
export async function getMyDonations(email: string, signal: AbortSignal): Promise<Donation[]> {
  try {
    return await apiRequest('/donate/my-donations', {
      query: { email },
      schema: donationListSchema,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

export const myDonationsQuery = (email: string) =>
  queryOptions<Donation[]>({
    queryKey: ['donations', 'mine', email],
    queryFn: ({ signal }) => getMyDonations(email, signal),
  });

/** The signed-in member's donations; nothing is fetched without an e-mail. */
export function useMyDonations(email: string | undefined) {
  return useQuery({ ...myDonationsQuery(email ?? ''), enabled: Boolean(email) });
}
