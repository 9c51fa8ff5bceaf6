import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/**
 * `POST /api/user/login/sign-in-code`: mails the account's owner a one-time code, which logs in
 * while wrong passwords have locked the account.
 */
export function requestSignInCode(body: { email: string }) {
  return apiRequest('/user/login/sign-in-code', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
