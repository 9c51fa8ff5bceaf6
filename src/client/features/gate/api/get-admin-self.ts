import { useQuery } from '@tanstack/react-query';
import { adminSelfSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `GET /api/admins/verify-token`: the signed-in admin's role and permissions. */
export function useAdminSelfForGate() {
  return useQuery({
    queryKey: ['admin', 'gate', 'self'],
    queryFn: ({ signal }) =>
      apiRequest('/admins/verify-token', { auth: 'admin', schema: adminSelfSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
