import { z } from 'zod';

/** Every error the API answers has this shape. */
export const apiErrorSchema = z.object({ message: z.string() });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
