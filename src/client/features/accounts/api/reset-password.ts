import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/reset-password/:token`: the new password, with the token of the mailed link. */
export function resetPassword(token: string, body: { password: string }) {
  return apiRequest(`/user/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
