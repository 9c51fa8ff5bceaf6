import { z } from 'zod';
import { oneShapeOf } from './one-shape-of';
import { pageQuerySchema } from './admin-schemas';
import { donationInputSchema } from './donation-schemas';
import type { Language } from './i18n/languages';
import { financialYearSchema } from './financial-year';
import { REFUND_STATUSES } from './constants';
import { numberInput } from './numbers';

/** What a payment pays for; receipts are numbered separately for each. */
export const PAYMENT_PURPOSES = ['registration', 'donation'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  registration: 'Registration',
  donation: 'Donation',
};

/**
 * A payment's states, in the only order it may pass through them: an order is created, may see
 * failed attempts, may end unpaid (failed: its place hold ran out), is paid, and may then be
 * refunded in part or in full. A report of an earlier state never moves a payment back.
 */
export const PAYMENT_STATES = [
  'created',
  'attempted',
  'failed',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A payment's state as people read it, on the screen and in the CSV. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  created: 'Created',
  attempted: 'Attempted',
  failed: 'Failed',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

const rank = (state: PaymentState) => PAYMENT_STATES.indexOf(state);

/** Whether a payment in `from` may move to `to`: forward only. */
export const canMoveTo = (from: PaymentState, to: PaymentState) => rank(to) > rank(from);

/** Money has been received for a payment in these states. */
export const isPaidState = (state: PaymentState) => rank(state) >= rank('paid');

/** The letter that starts a series' receipt numbers: `R-2026-27/000001`, `D-2026-27/000001`. */
export const RECEIPT_SERIES_PREFIX: Record<PaymentPurpose, string> = {
  registration: 'R',
  donation: 'D',
};

/** The trust's 80G approval, as a receipt issued under it states it. */
export interface TrustDetails {
  name: string;
  address: string;
  pan: string;
  /** The 80G unique registration number from the Income-tax department. */
  urn: string;
  /** First and last days of the 80G approval, YYYY-MM-DD, both inclusive. */
  validFrom: string;
  validUntil: string;
  /** Who signs receipts for the trust. */
  signatory: string;
}

/**
 * What an issued receipt says, kept with its payment when the receipt number is given: every
 * later copy (the mail's, a download years later) says the same, whatever changes afterwards.
 */
export interface IssuedReceipt {
  kind: PaymentPurpose;
  /** 'R-2026-27/000001' */
  number: string;
  /** When the payment was received (ISO): the receipt's date, and the donation's date for 80G. */
  issuedAt: string;
  /** The site's time zone, in which dates are shown and the 80G validity is judged. */
  timeZone: string;
  siteName: string;
  /** Who received the money, in the heading (the hostel office). */
  organisation: { name: string; address: string; email: string; phone: string };
  payer: { name: string; email: string; phone: string; address?: string; pan?: string };
  amount: number;
  /** How it was paid, as a person reads it: 'UPI', 'Card', 'Cash'. */
  mode: string;
  /** The payment provider's payment id; empty for cash. */
  transactionReference: string;
  /** The provider's order id; empty for cash. */
  orderReference: string;
  /** 'Donation', 'Donation: Ganesh festival', 'Event fee: Inter-Hostel Cricket Tournament (team)'. */
  purpose: string;
  trust: TrustDetails | null;
  /**
   * The language the payer read the site in when the receipt was issued: a Hindi or Marathi
   * receipt shows that language under the English. Absent on receipts issued before languages
   * (they are English).
   */
  language?: Language;
}

/** `POST /api/payments/orders`: a member's own pending registration, or a donation. */
export const paymentOrderInputSchema = (donationCeiling: number) => {
  const forRegistration = z.strictObject({
    registrationId: z.uuid('registrationId must be a registration id.'),
  });
  const forDonation = z.strictObject({ donation: donationInputSchema(donationCeiling) });
  return oneShapeOf<z.output<typeof forRegistration> | z.output<typeof forDonation>>(
    (body) =>
      'donation' in body ? forDonation : 'registrationId' in body ? forRegistration : undefined,
    'Send either registrationId or donation.',
  );
};

/** What the page needs to open Checkout for an order. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  keyId: z.string(),
  /** In paise, as Checkout takes it. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  registrationId: z.string().optional(),
  donationId: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What Checkout hands the page after a payment, and the page hands `POST /api/payments/verify`. */
export const checkoutResultSchema = z.object({
  razorpay_order_id: z.string().trim().min(1, 'razorpay_order_id is required.').max(100),
  razorpay_payment_id: z.string().trim().min(1, 'razorpay_payment_id is required.').max(100),
  razorpay_signature: z.string().trim().min(1, 'razorpay_signature is required.').max(200),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Where a paid payment's receipt PDF is downloaded, by its owner or an admin. */
export const receiptUrlFor = (paymentId: string) => `/api/payments/receipts/${paymentId}.pdf`;

/** A payment as its owner and admins see it. */
export const paymentSchema = z.object({
  _id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  method: z.string().nullable(),
  /** Null for money an admin recorded by hand. */
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** Where its owner or an admin downloads the receipt PDF, once paid. */
  receiptUrl: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  registrationId: z.string().nullable(),
  donationId: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * `POST /api/payments/verify` answers with the payment. When the money could not be applied
 * (the registration was cancelled, deleted or made again meanwhile), `notice` tells the member
 * why it is being refunded.
 */
export const verifiedPaymentSchema = z.object({
  payment: paymentSchema,
  notice: z.string().optional(),
});

export { REFUND_STATUSES, type RefundStatus } from './constants';

export const REFUND_REASON_MAX = 300;

/** `POST /api/admins/payments/:paymentId/refunds`, and the admin's refund form. */
export const refundInputSchema = z.object({
  amount: numberInput(
    z
      .number({ error: 'The amount must be a whole number of rupees.' })
      .int('The amount must be a whole number of rupees.')
      .min(1, 'The amount must be at least ₹1.'),
  ),
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(1, 'A reason is required.')
    .max(REFUND_REASON_MAX, `The reason is too long (at most ${REFUND_REASON_MAX} characters).`),
});
export type RefundInput = z.output<typeof refundInputSchema>;

export const refundSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  requestedBy: z.string(),
  razorpayRefundId: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What may still be refunded: the amount less what is refunded or on its way back. */
export const refundableRest = (
  payment: Pick<Payment, 'amount' | 'refundedAmount'>,
  refunds: Pick<Refund, 'amount' | 'status'>[],
) =>
  payment.amount -
  payment.refundedAmount -
  refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + refund.amount, 0);

/** Refunds are possible only once money was received and not all of it went back. */
export const isRefundable = (state: PaymentState) =>
  state === 'paid' || state === 'partially_refunded';

/** `GET /api/admins/payments`: paged, searched, by state and purpose. */
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  state: z.enum(PAYMENT_STATES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/** A payment in the admin's Payments tab: who paid, for what, and its refunds. */
export const adminPaymentSchema = paymentSchema.extend({
  email: z.string(),
  payerName: z.string(),
  /** 'Cricket Cup (team registration)', or 'Donation: Ganesh festival'. */
  paidFor: z.string(),
  refunds: z.array(refundSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);

/** `GET /api/admins/exports/form-10bd.csv?fy=2026-27` */
export const form10bdQuerySchema = z.object({ fy: financialYearSchema });

/** `POST /api/admins/payments/reconcile`: what asking Razorpay about unpaid orders found. */
export const reconciliationSchema = z.object({
  /** Unpaid orders Razorpay was asked about in this run (each at growing intervals). */
  checked: z.number().int(),
  /** Payments found made and applied now. */
  applied: z.number().int(),
  /** Orders that could not be handled (Razorpay refused, an error of ours): logged, counted. */
  failed: z.number().int(),
  /** Another instance was reconciling at that moment. */
  skipped: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** Why a captured payment could not be applied and goes back, as the member reads it. */
export const RETURN_REASONS = {
  noPlace: 'The payment arrived after the hold on the place ended, and no place was left.',
  cancelled: 'The payment arrived for a registration that had been cancelled.',
  registeredAgain:
    'The payment arrived for an earlier registration, after you had registered again.',
  registrationRemoved: 'The registration it was for had been removed.',
  donationWithdrawn: 'The donation it was for had been withdrawn.',
  alreadyPaid: 'What it was for had already been paid.',
  secondPayment: 'It was a second payment of an order that was already paid.',
} as const;
