import { z } from 'zod';
import { emailSchema, optionalPhoneSchema, personNameSchema } from './account-schemas';
import { FIELD_MESSAGES } from './field-messages';

/** The contact form: name, e-mail and message required; e-mail checked; phone (a real number when given) and address optional. */
export const queryInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  address: z.string().trim().max(300, FIELD_MESSAGES.addressTooLong).optional().default(''),
  message: z
    .string({ error: FIELD_MESSAGES.queryRequired })
    .trim()
    .min(1, FIELD_MESSAGES.queryRequired)
    .max(5000, FIELD_MESSAGES.queryTooLong),
});

export type QueryInput = z.input<typeof queryInputSchema>;
