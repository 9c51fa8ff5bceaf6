import { z } from 'zod';

/**
 * The parts of Razorpay's objects this app reads, as Razorpay sends them (amounts in paise,
 * times in Unix seconds). Fields we do not use pass through unchecked.
 */
export const razorpayOrderSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.never())]),
  created_at: z.number().int(),
});

export const razorpayPaymentSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: z.string(),
  amount_refunded: z.number().int(),
  refund_status: z.enum(['partial', 'full']).nullable(),
  captured: z.boolean(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  created_at: z.number().int(),
});

export const razorpayRefundSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.never())]).optional(),
  created_at: z.number().int(),
});

export const razorpayCollectionSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

export const razorpayWebhookSchema = z.looseObject({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.looseObject({
    payment: z.object({ entity: razorpayPaymentSchema }).optional(),
    order: z.object({ entity: razorpayOrderSchema }).optional(),
    refund: z.object({ entity: razorpayRefundSchema }).optional(),
  }),
  created_at: z.number().int(),
});

export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;
