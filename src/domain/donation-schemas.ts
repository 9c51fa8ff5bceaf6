import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import { numberInput } from './numbers';
import { contactSchema } from './registration-schemas';
import { optionalText } from './query-schemas';

/** The largest donation taken online, in rupees, unless the site sets another. */
export const DEFAULT_DONATION_CEILING = 500_000;

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * A donation: name, e-mail, phone and a whole, positive amount of rupees up to the site's
 * ceiling; PAN and address only for an 80G receipt, and what the gift is for.
 */
export const donationInputSchema = (ceiling = DEFAULT_DONATION_CEILING) =>
  z.object({
    name: personNameSchema,
    email: emailSchema,
    phone: contactSchema,
    amount: numberInput(
      z
        .number({ error: 'Amount must be a number.' })
        .int('Amount must be in whole rupees.')
        .positive('Amount must be more than zero.')
        .max(
          ceiling,
          `Online donations are limited to ₹${ceiling.toLocaleString('en-IN')}; for more, please contact the office.`,
        ),
    ),
    pan: z
      .string()
      .trim()
      .toUpperCase()
      .refine((pan) => pan === '' || PAN_PATTERN.test(pan), 'PAN must look like ABCDE1234F.')
      .optional()
      .default(''),
    address: optionalText('Address', 300),
    purpose: optionalText('Purpose', 120),
  });

export type DonationInput = z.input<ReturnType<typeof donationInputSchema>>;

export const donationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number().int(),
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  /** The receipt of the donation's payment; null for one recorded by hand. */
  receiptNumber: z.string().nullable().optional(),
  receiptUrl: z.string().nullable().optional(),
  /** What has been refunded of it, in rupees. */
  refundedAmount: z.number().int().optional(),
  createdAt: z.string(),
});

export const donationListSchema = z.array(donationSchema);

export type Donation = z.infer<typeof donationSchema>;
