import { z } from 'zod';
import { pageQuerySchema } from './admin-schemas';
import { donationInputSchema } from './donation-schemas';
import { financialYearSchema } from './financial-year';
import { numberInput } from './numbers';

/** What a payment pays for; receipts are numbered separately for each. */
export const PAYMENT_PURPOSES = ['registration', 'donation'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

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

const rank = (state: PaymentState) => PAYMENT_STATES.indexOf(state);

/** Whether a payment in `from` may move to `to`: forward only. */
export const canMoveTo = (from: PaymentState, to: PaymentState) => rank(to) > rank(from);

/** Money has been received for a payment in these states. */
export const isPaidState = (state: PaymentState) => rank(state) >= rank('paid');

/** `POST /api/payments/orders`: a member's own pending registration, or a donation. */
export const paymentOrderInputSchema = (donationCeiling: number) =>
  z.union(
    [
      z.strictObject({ registrationId: z.uuid('registrationId must be a registration id.') }),
      z.strictObject({ donation: donationInputSchema(donationCeiling) }),
    ],
    { error: 'Send either registrationId or donation.' },
  );

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
  razorpayOrderId: z.string(),
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

/** `POST /api/payments/verify` answers with the payment now paid. */
export const verifiedPaymentSchema = z.object({ payment: paymentSchema });

/** A refund waits for Razorpay's word (pending), then is processed or failed. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

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
  /** Unpaid orders of the last three days Razorpay was asked about. */
  checked: z.number().int(),
  /** Payments found made and applied now. */
  applied: z.number().int(),
  /** Another instance was reconciling at that moment. */
  skipped: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
