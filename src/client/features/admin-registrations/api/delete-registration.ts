import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `DELETE /api/admins/registration/:id`. */
export function deleteRegistration(id: string) {
  return apiRequest<unknown>(`/admins/registration/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
