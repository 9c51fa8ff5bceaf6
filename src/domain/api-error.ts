import { z } from 'zod';

/**
 * Every error the API answers has this shape: a stable `code` (`registration.full`), the
 * `message` in the request's language, and for bad input the `field` it is about.
 */
export const apiErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  field: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
