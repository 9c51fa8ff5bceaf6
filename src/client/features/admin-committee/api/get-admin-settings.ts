import { useQuery } from '@tanstack/react-query';
import { adminSettingsSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

/** `GET /api/admins/settings`: whether two-factor sign-in is required of every admin. */
export function getAdminSettings(signal?: AbortSignal) {
  return apiRequest('/admins/settings', { auth: 'admin', schema: adminSettingsSchema, signal });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: committeeKeys.settings,
    queryFn: ({ signal }) => getAdminSettings(signal),
  });
}
