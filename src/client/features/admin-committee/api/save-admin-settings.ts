import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsSchema, type AdminSettings } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

/** `PUT /api/admins/settings`: an owner requires (or no longer requires) two-factor sign-in. */
export function saveAdminSettings(settings: AdminSettings) {
  return apiRequest('/admins/settings', {
    method: 'PUT',
    body: settings,
    auth: 'admin',
    schema: adminSettingsSchema,
  });
}

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (saved) => queryClient.setQueryData(committeeKeys.settings, saved),
  });
}
