import { queryOptions } from '@tanstack/react-query';
import { donationListSchema, type Donation } from '../../../domain/donation-schemas';
import { apiRequest } from '../../lib/api-client';

/**
 * The member's own donations (`GET /api/donate/my-donations?email=`). A failure counts as an
 * empty list (SPEC.md section 8): the page then shows its empty state.
 */
export const myDonationsQuery = (email: string) =>
  queryOptions<Donation[]>({
    queryKey: ['donations', 'mine', email],
    queryFn: async ({ signal }) => {
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
    },
  });
