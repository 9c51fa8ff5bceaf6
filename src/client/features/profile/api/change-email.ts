import {
  renewedSessionAnswerSchema,
  messageAnswerSchema,
  type ChangeEmailInput,
  type ConfirmEmailInput,
} from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/users/email`: a code goes to the new address. */
export const requestEmailChange = (body: ChangeEmailInput) =>
  apiRequest('/users/email', { method: 'POST', body, schema: messageAnswerSchema });

/** `POST /api/users/email/confirm`: the code; answers the new session's token. */
export const confirmEmailChange = (body: ConfirmEmailInput) =>
  apiRequest('/users/email/confirm', { method: 'POST', body, schema: renewedSessionAnswerSchema });
