import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminRegistrationUpdateSchema } from '@/domain/admin-schemas';
import { registrationSchema } from '@/domain/registration-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

export type AdminRegistrationUpdate = z.input<typeof adminRegistrationUpdateSchema>;

export interface UpdateRegistrationVariables {
  id: string;
  changes: AdminRegistrationUpdate;
}

/**
 * `PUT /api/admins/registration/:id` with the changed fields only; also how a payment received
 * by hand is recorded.
 */
export function updateRegistration({ id, changes }: UpdateRegistrationVariables) {
  return apiRequest(`/admins/registration/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    auth: 'admin',
    schema: registrationSchema,
  });
}

export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
