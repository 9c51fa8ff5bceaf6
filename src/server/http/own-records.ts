import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from './auth';
import { forbidden } from './errors';

export const NOT_YOUR_RECORDS = 'You can see only your own registrations and donations.';

/** The query of a member's own lists (registrations, donations). */
export const ownRecordsQuery = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .describe("Must be the token's own e-mail when given"),
});

/**
 * The e-mail whose records the caller may read: always the token's own. A query naming
 * another e-mail is refused rather than ignored, so a wrong client shows up.
 */
export function ownEmail(request: FastifyRequest, askedFor: string | undefined): string {
  const member = requireUser(request);
  const email = member.email.toLowerCase();
  if (askedFor !== undefined && askedFor !== '' && askedFor !== email) {
    throw forbidden(NOT_YOUR_RECORDS);
  }
  return email;
}
