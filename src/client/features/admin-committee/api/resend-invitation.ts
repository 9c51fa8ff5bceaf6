import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

/** `POST /api/admins/admins/:id/invitation`: a new invitation link; the old one stops working. */
export function resendInvitation(id: string) {
  return apiRequest(`/admins/admins/${encodeURIComponent(id)}/invitation`, {
    method: 'POST',
    auth: 'admin',
    schema: adminAccountSchema,
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: committeeKeys.admins }),
  });
}
