import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRegistrationListSchema, type MyRegistration } from '@/domain/registration-schemas';
import { apiRequest } from '../api-client';
import { sharedKeys } from './query-keys';

/**
 * `GET /api/users/registrations?email=`: the member's own registrations, newest first. A failure
 * counts as an empty list: the page then shows its empty state.
 */
export async function getMyRegistrations(
  email: string,
  signal: AbortSignal,
): Promise<MyRegistration[]> {
  try {
    return await apiRequest('/users/registrations', {
      query: { email },
      schema: myRegistrationListSchema,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

export const myRegistrationsQuery = (email: string) =>
  queryOptions<MyRegistration[]>({
    queryKey: sharedKeys.myRegistrations(email),
    queryFn: ({ signal }) => getMyRegistrations(email, signal),
  });

/** The signed-in member's registrations; nothing is fetched without an e-mail. */
export function useMyRegistrations(email: string | undefined) {
  return useQuery({ ...myRegistrationsQuery(email ?? ''), enabled: Boolean(email) });
}
