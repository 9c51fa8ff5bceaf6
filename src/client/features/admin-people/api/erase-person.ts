import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erasureSchema } from '@/domain/person-data';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `POST /api/admins/people/:email/erase`: erases a person, keeping what the books need. */
export function erasePerson(email: string) {
  return apiRequest(`/admins/people/${encodeURIComponent(email)}/erase`, {
    method: 'POST',
    auth: 'admin',
    schema: erasureSchema,
  });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePerson,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
