import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/admins/me/sign-out-everywhere`: ends every session of the admin, this one too. */
export function signOutEverywhere() {
  return apiRequest('/admins/me/sign-out-everywhere', {
    method: 'POST',
    auth: 'admin',
    schema: messageAnswerSchema,
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
