import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';

/**
 * `POST /api/admins/me/two-factor/setup`: with the password asked again, a new secret to scan,
 * kept aside until confirmed.
 */
export function startTwoFactor(password: string) {
  return apiRequest('/admins/me/two-factor/setup', {
    method: 'POST',
    body: { password },
    auth: 'admin',
    schema: twoFactorSetupSchema,
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
