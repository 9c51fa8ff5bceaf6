import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSelfSchema } from '@/domain/committee-schemas';
import { apiRequest } from '../../api-client';
import { adminKeys } from './query-keys';

/**
 * `GET /api/admins/verify-token`: while the token is good, who the admin is, their role and
 * permissions, and where their two-factor sign-in stands.
 */
export function verifyAdminToken(signal?: AbortSignal) {
  return apiRequest('/admins/verify-token', { auth: 'admin', schema: adminSelfSchema, signal });
}

export const verifyAdminTokenQuery = (token: string) =>
  queryOptions({
    queryKey: adminKeys.verify(token),
    queryFn: ({ signal }) => verifyAdminToken(signal),
    staleTime: 5 * 60_000,
  });

export function useVerifyAdminToken(token: string) {
  return useQuery(verifyAdminTokenQuery(token));
}
