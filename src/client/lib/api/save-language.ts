import { languageInputSchema } from '@/domain/account-schemas';
import type { Language } from '@/domain/i18n/languages';
import { apiRequest } from '../api-client';

/** `PUT /api/users/language`: keeps the member's language on their account, for their mails. */
export function saveLanguage(language: Language) {
  return apiRequest('/users/language', {
    method: 'PUT',
    body: { language },
    schema: languageInputSchema,
  });
}
