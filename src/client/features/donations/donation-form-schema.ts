import { z } from 'zod';
import { donationInputSchema } from '@/domain/donation-schemas';
import { FIELD_MESSAGES } from '@/domain/field-messages';
import { withoutDigitGrouping } from '@/domain/numbers';

const shape = donationInputSchema().shape;

/** The donation form as typed: the amount is the text of its field. */
export interface DonationFormValues {
  name: string;
  email: string;
  phone: string;
  amount: string;
  pan?: string;
  address?: string;
  purpose?: string;
}

/**
 * The donation form's rules (donationInputSchema): name, e-mail, phone and amount required,
 * the amount a positive whole number of rupees (a blank one says it is required); PAN, address
 * and purpose optional. The server checks the site's own ceiling.
 */
export const donationFormSchema = z.object({
  name: shape.name,
  email: shape.email,
  // The domain's phone rule, with messages that name this form's Phone field.
  phone: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.phoneRequired)
    .regex(/^[0-9+()\-\s]{7,20}$/, FIELD_MESSAGES.phoneDigits)
    .pipe(shape.phone),
  amount: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.amountRequired)
    // "1,001" and "1,00,001" are numbers too; the domain schema then reads the digits.
    .transform((text): unknown => withoutDigitGrouping(text))
    .pipe(shape.amount),
  pan: shape.pan,
  address: shape.address,
  purpose: shape.purpose,
});

export type DonationFormOutput = z.output<typeof donationFormSchema>;
