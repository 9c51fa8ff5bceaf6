import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/set-password`: the new account's password, with its sign-up ticket. */
export function setSignupPassword(body: { email: string; password: string; signupTicket: string }) {
  return apiRequest('/user/set-password', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
