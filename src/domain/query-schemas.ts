import { z } from 'zod';
import { emailSchema, optionalPhoneSchema } from './account-schemas';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long (at most ${max} characters).`);

/** Free text a form may leave empty (it reads as ''), up to `max` characters. */
export const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is too long (at most ${max} characters).`)
    .optional()
    .default('');

/** The contact form: name, e-mail and message required; e-mail checked; phone (a real number when given) and address optional. */
export const queryInputSchema = z.object({
  name: text('Name', 100),
  email: emailSchema,
  phone: optionalPhoneSchema,
  address: optionalText('Address', 300),
  message: text('Description of your query', 5000),
});

export type QueryInput = z.input<typeof queryInputSchema>;
