import { useMutation } from '@tanstack/react-query';
import { twoFactorEnabledSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/admins/me/two-factor/enable`: a code from the app turns it on; answers recovery codes. */
export function enableTwoFactor(code: string) {
  return apiRequest('/admins/me/two-factor/enable', {
    method: 'POST',
    body: { code },
    auth: 'admin',
    schema: twoFactorEnabledSchema,
  });
}

/** The dashboard is refreshed only once the recovery codes are put away (see the dialog). */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
