import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

/**
 * `POST /api/admins/admins/:id/two-factor/reset`: turns off another admin's two-factor sign-in
 * and ends their sessions.
 */
export function resetTwoFactor(id: string) {
  return apiRequest(`/admins/admins/${encodeURIComponent(id)}/two-factor/reset`, {
    method: 'POST',
    auth: 'admin',
    schema: adminAccountSchema,
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: committeeKeys.admins }),
  });
}
