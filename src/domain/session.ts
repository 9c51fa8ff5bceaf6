import { z } from 'zod';
import { SESSION_TIMEOUT_MS } from './timing';

/**
 * Claims of a member's token. `id` is the member's student id, shown as "ID" in the profile menu.
 * `ver` is the account's token version when it was signed, as for admins: a password reset, an
 * erasure or "Sign out everywhere" moves it on and ends every session signed before.
 */
export const userClaimsSchema = z.object({
  sub: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('user'),
  ver: z.number().int(),
});

/**
 * Claims of an admin's token. `ver` is the admin's token version when it was signed: the server
 * refuses the token once the version has moved on (a new password, disabled, signed out
 * everywhere). The admin's role is not in the token: it is read on every call, so a change
 * applies at once.
 */
export const adminClaimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  role: z.literal('admin'),
  ver: z.number().int(),
});

export type UserClaims = z.infer<typeof userClaimsSchema>;
export type AdminClaims = z.infer<typeof adminClaimsSchema>;

/** A member's token ends with the session: only activity (a renewal) keeps a member signed in. */
export const USER_TOKEN_TTL_SECONDS = SESSION_TIMEOUT_MS / 1000;
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
