import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

const verifyAnswerSchema = z.object({ username: z.string() });

/** `GET /api/admins/verify-token`: answers the admin's username while the token is good. */
export function verifyAdminToken(signal?: AbortSignal) {
  return apiRequest('/admins/verify-token', { auth: 'admin', schema: verifyAnswerSchema, signal });
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
