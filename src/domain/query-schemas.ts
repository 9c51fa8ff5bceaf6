import { z } from 'zod';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long (at most ${max} characters).`);

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is too long (at most ${max} characters).`)
    .optional()
    .default('');

/** The contact form: name, e-mail and message required; e-mail checked; phone and address optional. */
export const queryInputSchema = z.object({
  name: text('Name', 100),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  phone: optionalText('Phone', 20).pipe(
    z.string().regex(/^[0-9+()\-\s]*$/, 'Phone may hold only digits, spaces and + ( ) -.'),
  ),
  address: optionalText('Address', 300),
  message: text('Description of your query', 5000),
});

export type QueryInput = z.input<typeof queryInputSchema>;
