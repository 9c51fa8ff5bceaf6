import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminRegistrationInputSchema } from '@/domain/admin-schemas';
import { registrationSchema } from '@/domain/registration-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

export type AdminRegistrationInput = z.input<typeof adminRegistrationInputSchema>;

/** `POST /api/admins/registration` (the Add User dialog): answers the new registration. */
export function createRegistration(input: AdminRegistrationInput) {
  return apiRequest('/admins/registration', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: registrationSchema,
  });
}

export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
