import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `DELETE /api/admins/users/:email`: removes every registration of that person. */
export function deleteUser(email: string) {
  return apiRequest<unknown>(`/admins/users/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
