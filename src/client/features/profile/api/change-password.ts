import { renewedSessionAnswerSchema, type ChangePasswordInput } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/users/password`: a new password, the current one given; answers this device's new token. */
export const changePassword = (body: ChangePasswordInput) =>
  apiRequest('/users/password', { method: 'POST', body, schema: renewedSessionAnswerSchema });
