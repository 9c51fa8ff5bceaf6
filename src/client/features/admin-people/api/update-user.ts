import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUserUpdateSchema } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export interface UpdateUserVariables {
  email: string;
  changes: AdminUserUpdate;
}

/** `PUT /api/admins/users/:email`: the changes apply to all of that person's registrations. */
export function updateUser({ email, changes }: UpdateUserVariables) {
  return apiRequest<unknown>(`/admins/users/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: changes,
    auth: 'admin',
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
