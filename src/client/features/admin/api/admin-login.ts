import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLoginInputSchema } from '../../../../domain/admin-schemas';
import { apiRequest } from '../../../lib/api-client';

export type AdminLoginInput = z.output<typeof adminLoginInputSchema>;

/** The answer of a login: a token, unless the server says otherwise. */
export interface AdminLoginAnswer {
  token?: unknown;
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

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
