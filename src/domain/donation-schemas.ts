import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import { contactSchema } from './registration-schemas';

/** The donation form (SPEC.md section 5): all four fields required, a positive whole amount. */
export const donationInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: contactSchema,
  amount: z.coerce
    .number({ error: 'Amount must be a number.' })
    .int('Amount must be in whole rupees.')
    .positive('Amount must be more than zero.')
    .max(10_000_000, 'For gifts this large, please contact the office.'),
});

export const donationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number().int(),
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  createdAt: z.string(),
});

export const donationListSchema = z.array(donationSchema);

export type DonationInput = z.input<typeof donationInputSchema>;
export type Donation = z.infer<typeof donationSchema>;
