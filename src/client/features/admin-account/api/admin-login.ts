import type { z } from 'zod';
import type { adminLoginInputSchema } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';

export type AdminLoginInput = z.output<typeof adminLoginInputSchema>;

/** The answer of a login: a token, or a request for the two-factor code, unless the server says otherwise. */
export interface AdminLoginAnswer {
  token?: unknown;
  twoFactorRequired?: unknown;
  message?: unknown;
}

/** `POST /api/admins/login`: throws `ApiError` with the server's message on refusal. */
export function adminLogin(input: AdminLoginInput): Promise<AdminLoginAnswer | undefined> {
  return apiRequest<AdminLoginAnswer | undefined>('/admins/login', {
    method: 'POST',
    body: input,
    auth: 'none',
  });
}
