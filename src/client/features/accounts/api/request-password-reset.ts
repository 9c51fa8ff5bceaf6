import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/forgot-password`: mails a link to reset the password. */
export function requestPasswordReset(body: { email: string }) {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
