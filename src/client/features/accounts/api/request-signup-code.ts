import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/signup`: mails a sign-up code to the e-mail. */
export function requestSignupCode(body: { name: string; email: string }) {
  return apiRequest('/user/signup', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
