import { apiRequest } from '@/client/lib/api-client';

/** The answer's token, checked by hand: this call is made from every page, where zod is not loaded. */
function tokenOf(answer: unknown): string {
  const token = (answer as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new Error('No token in the answer');
  return token;
}

/** Renews the member's session (POST /api/user/refresh): a fresh 10-minute token. */
export function refreshSession(): Promise<string> {
  return apiRequest('/user/refresh', { method: 'POST', schema: { parse: tokenOf } });
}
