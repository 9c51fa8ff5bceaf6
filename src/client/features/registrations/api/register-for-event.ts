import { registrationAnswerSchema, type RegistrationInput } from '@/domain/registration-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/users/register`: registers the logged-in member; throws `ApiError` on refusal. */
export function registerForEvent(input: RegistrationInput) {
  return apiRequest('/users/register', {
    method: 'POST',
    body: input,
    schema: registrationAnswerSchema,
  });
}
