import { resetLinkAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `GET /api/user/reset-password/:token`: whether the mailed link can still set a password. */
export function checkResetLink(token: string) {
  return apiRequest(`/user/reset-password/${encodeURIComponent(token)}`, {
    auth: 'none',
    schema: resetLinkAnswerSchema,
  });
}
