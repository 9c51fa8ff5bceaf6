import { useQuery } from '@tanstack/react-query';
import { adminAccountListSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from './committee-keys';

/** `GET /api/admins/admins`: every admin account, with role and status. */
export function getAdmins(signal?: AbortSignal) {
  return apiRequest('/admins/admins', { auth: 'admin', schema: adminAccountListSchema, signal });
}

export function useAdmins() {
  return useQuery({ queryKey: committeeKeys.admins, queryFn: ({ signal }) => getAdmins(signal) });
}
