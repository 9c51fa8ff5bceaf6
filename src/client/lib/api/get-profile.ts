import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@/domain/account-schemas';
import { apiRequest } from '../api-client';

export const profileKey = ['profile'] as const;

/** `GET /api/users/profile`: the member's name, e-mail, student id and phone. */
export const profileQuery = queryOptions<Profile>({
  queryKey: profileKey,
  queryFn: ({ signal }) => apiRequest('/users/profile', { schema: profileSchema, signal }),
});

export const useProfile = () => useQuery(profileQuery);
