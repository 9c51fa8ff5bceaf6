import { messageAnswerSchema } from '@/domain/account-schemas';
import type { MailSuppressionInput } from '@/domain/person-data';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/mail/suppressions`: no more mail from the site to this address. */
export function stopMail(input: MailSuppressionInput) {
  return apiRequest('/mail/suppressions', {
    method: 'POST',
    body: input,
    schema: messageAnswerSchema,
  });
}
