import { z } from 'zod';

/** Claims of a member's token (DESIGN.md section 4). `id` is the member's student id. */
export const userClaimsSchema = z.object({
  sub: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('user'),
});

export const adminClaimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  role: z.literal('admin'),
});

export type UserClaims = z.infer<typeof userClaimsSchema>;
export type AdminClaims = z.infer<typeof adminClaimsSchema>;

export const USER_TOKEN_TTL_SECONDS = 10 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
