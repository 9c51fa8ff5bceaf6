import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { preparedPerDatabase } from '@/server/db/client';
import { payments, refunds } from '@/server/db/schema';
import { defineJob } from '@/server/jobs/definition';
import { Receipts } from '../receipts/receipts';

/** Each payment's mail reads its payment this way. */
const paymentRead = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('payment_by_id'),
);

async function findPayment(context: AppContext, id: string) {
  const [payment] = await paymentRead(context.database.db).execute({ id });
  return payment;
}

/** A donation's receipt (a registration's goes with its confirmation). */
export const receiptMail = defineJob({
  kind: 'mail.receipt',
  payload: z.object({ paymentId: z.uuid() }),
  paced: true,
  run: async ({ paymentId }, context: AppContext) => {
    const payment = await findPayment(context, paymentId);
    if (payment) await new Receipts(context).send(payment);
  },
});

export const receiptMailJob = (paymentId: string) =>
  receiptMail.of({ paymentId }, { key: `receipt:${paymentId}` });

/** Tells the payer a refund was processed. */
export const refundMail = defineJob({
  kind: 'mail.refund-processed',
  payload: z.object({ paymentId: z.uuid(), refundId: z.uuid() }),
  paced: true,
  run: async ({ paymentId, refundId }, context: AppContext) => {
    const [payment, [refund]] = await Promise.all([
      findPayment(context, paymentId),
      context.database.db.select().from(refunds).where(eq(refunds.id, refundId)),
    ]);
    if (payment && refund) await new Receipts(context).sendRefundNotice(payment, refund.amount);
  },
});

/** Tells a payer their payment is being refunded, and why (money that could not be applied). */
export const returnedMail = defineJob({
  kind: 'mail.payment-returned',
  payload: z.object({ paymentId: z.uuid(), reason: z.string() }),
  paced: true,
  run: async ({ paymentId, reason }, context: AppContext) => {
    const payment = await findPayment(context, paymentId);
    if (payment) await new Receipts(context).sendReturnedNotice(payment, reason);
  },
});

export const PAYMENT_MAIL_JOBS = [receiptMail, refundMail, returnedMail];
