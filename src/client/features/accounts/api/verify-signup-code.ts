import { verifyOtpAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/user/verify-otp`: checks the sign-up code; answers the ticket to set a password with. */
export function verifySignupCode(body: { email: string; otp: string }) {
  return apiRequest('/user/verify-otp', {
    method: 'POST',
    body,
    auth: 'none',
    schema: verifyOtpAnswerSchema,
  });
}
