import { loginAnswerSchema, type LoginInput } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/login`: answers the member's token. */
export function logIn(body: LoginInput) {
  return apiRequest('/user/login', {
    method: 'POST',
    body,
    auth: 'none',
    schema: loginAnswerSchema,
  });
}
