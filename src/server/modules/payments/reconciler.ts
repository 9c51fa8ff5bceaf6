import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Reconciliation } from '@/domain/payments';
import type { Clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { PaymentsService } from './service';

/** How often the reconciler runs: a periodic job, taken by one instance each time. */
export const RECONCILE_EVERY_MS = 5 * 60_000;

/** Unpaid orders younger than this are asked about: a UPI app may never return to the browser. */
export const RECONCILE_WINDOW_MS = 3 * 24 * 3_600_000;

/** The advisory lock that keeps reconciliation to one instance at a time (any constant of ours). */
const RECONCILER_LOCK = 7_305_119_835;

/**
 * Asks Razorpay about every unpaid order of the last three days and applies what it finds, so
 * a payment whose browser never came back and whose webhook was lost still counts.
 */
export class PaymentReconciler {
  private running: Promise<Reconciliation> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One run at a time in this process; a call during a run shares its outcome. */
  reconcile(): Promise<Reconciliation> {
    this.running ??= this.database
      .unlessLocked(RECONCILER_LOCK, () => this.reconcileUnpaid())
      .then((outcome) => outcome ?? { checked: 0, applied: 0, skipped: true })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async reconcileUnpaid(): Promise<Reconciliation> {
    const since = new Date(this.clock.now().getTime() - RECONCILE_WINDOW_MS);
    const unpaid = await this.database.db
      .select()
      .from(payments)
      // `failed` too: an order whose hold ran out may still be paid, and that payment counts.
      .where(
        and(
          inArray(payments.state, ['created', 'attempted', 'failed']),
          gt(payments.createdAt, since),
        ),
      );
    let applied = 0;
    for (const row of unpaid) {
      const reported = await this.payments.paymentsOfOrder(row.razorpayOrderId);
      const paid = reported.find((payment) => ['captured', 'authorized'].includes(payment.status));
      if (!paid) continue;
      try {
        const outcome = await this.payments.applyReported(row, paid, { capture: true });
        if (outcome.applied) applied += 1;
      } catch (error) {
        // A payment that does not match its order is refused here as everywhere; the others go on.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        this.log.warn({ err: error, order: row.razorpayOrderId }, 'payment not applied');
      }
    }
    if (applied > 0) this.log.info({ checked: unpaid.length, applied }, 'payments reconciled');
    return { checked: unpaid.length, applied, skipped: false };
  }
}
