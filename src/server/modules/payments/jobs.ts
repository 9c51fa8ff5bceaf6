import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { payments } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { RECEIPT_MAIL_JOB, RETURNED_MAIL_JOB } from './apply';
import { RECONCILE_EVERY_MS, type PaymentReconciler } from './reconciler';
import type { Receipts } from '../receipts/receipts';
import { REFUND_MAIL_JOB, SUBMIT_REFUND_JOB, type RefundsService } from './refunds';

export const RECONCILE_JOB = 'payments.reconcile';

/**
 * The payments' background work on the app's job worker: receipt and refund mails, refunds
 * asked of Razorpay after a cancellation, and the reconciler every five minutes (one instance
 * per period; its advisory lock still keeps an admin's run from overlapping it).
 */
export function registerPaymentJobs(
  context: Pick<AppContext, 'jobs' | 'database' | 'config'>,
  services: { receipts: Receipts; refunds: RefundsService; reconciler: PaymentReconciler },
): void {
  const { jobs } = context;
  const { receipts, refunds, reconciler } = services;
  const findPayment = async (id: string) =>
    (await context.database.db.select().from(payments).where(eq(payments.id, id)))[0];

  jobs.handle(RECEIPT_MAIL_JOB, {
    paced: true,
    run: async (payload) => {
      const payment = await findPayment(z.object({ paymentId: z.uuid() }).parse(payload).paymentId);
      if (payment) await receipts.send(payment);
    },
  });
  jobs.handle(REFUND_MAIL_JOB, {
    paced: true,
    run: async (payload) => {
      const { paymentId, refundId } = z
        .object({ paymentId: z.uuid(), refundId: z.uuid() })
        .parse(payload);
      const [payment, refund] = await Promise.all([findPayment(paymentId), refunds.find(refundId)]);
      if (payment && refund) await receipts.sendRefundNotice(payment, refund.amount);
    },
  });
  jobs.handle(RETURNED_MAIL_JOB, {
    paced: true,
    run: async (payload) => {
      const { paymentId, reason } = z
        .object({ paymentId: z.uuid(), reason: z.string() })
        .parse(payload);
      const payment = await findPayment(paymentId);
      if (payment) await receipts.sendReturnedNotice(payment, reason);
    },
  });
  jobs.handle(SUBMIT_REFUND_JOB, {
    run: async (payload) => {
      const refund = await refunds.find(z.object({ refundId: z.uuid() }).parse(payload).refundId);
      // Sent once Razorpay has it; a refusal is final (the refund is marked failed).
      if (!refund || refund.status !== 'pending' || refund.razorpayRefundId) return;
      const payment = await findPayment(refund.paymentId);
      if (!payment?.razorpayPaymentId) return;
      await refunds.submit(refund, payment.razorpayPaymentId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 409) return;
        throw error;
      });
    },
  });
  jobs.handle(RECONCILE_JOB, {
    run: async () => {
      if (context.config.payments.mode !== 'off') await reconciler.reconcile();
    },
  });
  if (context.config.payments.mode !== 'off') jobs.every(RECONCILE_JOB, RECONCILE_EVERY_MS);
}
