import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountSchema, type UpdateAdminInput } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

export interface UpdateAdminVariables extends UpdateAdminInput {
  id: string;
}

/** `PUT /api/admins/admins/:id`: an owner changes a role, or disables or enables an admin. */
export function updateAdmin({ id, ...changes }: UpdateAdminVariables) {
  return apiRequest(`/admins/admins/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    auth: 'admin',
    schema: adminAccountSchema,
  });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: committeeKeys.admins }),
  });
}
