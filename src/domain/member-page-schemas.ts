import { z } from 'zod';

export { MEMBER_PAGE_RENDERER } from './member-page-path';

/**
 * `POST /member-page` (with the member's bearer token): the page's path and query as the browser
 * has it, and the answers of the page's API calls in order (null for a call that failed).
 */
export const memberPageRequestSchema = z.object({
  path: z.string().min(1).max(2_000).startsWith('/'),
  answers: z.array(z.unknown()).max(8),
});

export type MemberPageRequestBody = z.infer<typeof memberPageRequestSchema>;
