import { z } from 'zod';
import { passwordSchema } from '@/domain/account-schemas';

/** The reset form's fields: the new password (as the API checks it) and the same again. */
export const resetFormSchema = z.object({
  password: passwordSchema,
  confirmPassword: z
    .string({ error: 'Please type the new password again.' })
    .min(1, 'Please type the new password again.'),
});

export type ResetFormValues = z.infer<typeof resetFormSchema>;
