import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/users/me/sign-out-everywhere`: ends every session of the member. */
export function signOutEverywhere() {
  return apiRequest('/users/me/sign-out-everywhere', {
    method: 'POST',
    schema: messageAnswerSchema,
  });
}
