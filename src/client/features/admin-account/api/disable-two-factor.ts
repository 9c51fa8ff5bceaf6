import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { adminKeys } from '@/client/lib/admin/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/admins/me/two-factor/disable`: turns it off, the password asked again. */
export function disableTwoFactor(password: string) {
  return apiRequest('/admins/me/two-factor/disable', {
    method: 'POST',
    body: { password },
    auth: 'admin',
    schema: messageAnswerSchema,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'verify'] }),
  });
}
