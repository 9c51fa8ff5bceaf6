import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { defineJob } from '@/server/jobs/definition';
import { PAYMENT_MAIL_JOBS } from './mail-jobs';
import { RECONCILE_EVERY_MS, reconcilerOf } from './reconciler';
import { submitRefund } from './refunds';

/**
 * The reconciler every five minutes (one instance per period; its advisory lock still keeps an
 * admin's run from overlapping it), only where payments are taken.
 */
export const reconcile = defineJob({
  kind: 'payments.reconcile',
  payload: z.object({}),
  every: (context: AppContext) => (context.config.payments.mode === 'off' ? 0 : RECONCILE_EVERY_MS),
  run: async (_payload, context: AppContext) => {
    if (context.config.payments.mode !== 'off') await reconcilerOf(context).reconcile();
  },
});

/** The payments' background work: receipt and refund mails, refunds asked of Razorpay, the reconciler. */
export const PAYMENT_JOBS = [...PAYMENT_MAIL_JOBS, submitRefund, reconcile];
