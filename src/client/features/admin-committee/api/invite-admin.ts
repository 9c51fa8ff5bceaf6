import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountSchema, type InviteAdminInput } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { committeeKeys } from '@/client/lib/admin/api/committee-keys';

/** `POST /api/admins/admins`: invites an admin by e-mail with a role. */
export function inviteAdmin(input: InviteAdminInput) {
  return apiRequest('/admins/admins', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: adminAccountSchema,
  });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: committeeKeys.admins }),
  });
}
