import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEnabledSchema } from '@/domain/committee-schemas';
import { adminKeys } from '@/client/lib/admin/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';

/**
 * `POST /api/admins/me/two-factor/recovery-codes`: ten new codes, the password asked again; the
 * old ones stop working.
 */
export function renewRecoveryCodes(password: string) {
  return apiRequest('/admins/me/two-factor/recovery-codes', {
    method: 'POST',
    body: { password },
    auth: 'admin',
    schema: twoFactorEnabledSchema,
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'verify'] }),
  });
}
