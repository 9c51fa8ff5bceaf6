import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/**
 * `POST /api/admins/login/sign-in-code`: mails the admin a one-time code, which logs in while
 * wrong passwords or codes have locked the account.
 */
export function requestAdminSignInCode(body: { username: string }) {
  return apiRequest('/admins/login/sign-in-code', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
