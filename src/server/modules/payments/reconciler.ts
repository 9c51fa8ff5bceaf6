import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Reconciliation } from '@/domain/payments';
import type { Clock } from '@/server/clock';
import type { DatabaseHandle } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import type { Metrics } from '@/server/metrics';
import type { PaymentRow } from './apply';
import { PaymentsService } from './service';
import type { AppContext } from '@/server/context';

/** How often the reconciler runs: a periodic job, taken by one instance each time. */
export const RECONCILE_EVERY_MS = 5 * 60_000;

/** Unpaid orders younger than this are asked about: a UPI app may never return to the browser. */
export const RECONCILE_WINDOW_MS = 3 * 24 * 3_600_000;

/** Orders asked about in one run at most; the rest wait for the next run. */
export const RECONCILE_BATCH = 100;

/**
 * How long after its n-th question an order is asked about again: 5 minutes, then twice as
 * long each time, at most 6 hours. A payment is most often late by minutes; an order left
 * unpaid for days costs a question every few hours, not every five minutes.
 */
export const nextCheckDelayMs = (checks: number) =>
  Math.min(RECONCILE_EVERY_MS * 2 ** Math.max(0, checks - 1), 6 * 3_600_000);

/** The advisory lock that keeps reconciliation to one instance at a time (any constant of ours). */
const RECONCILER_LOCK = 7_305_119_835;

/**
 * Asks Razorpay about unpaid orders of the last three days that are due a question, and applies
 * what it finds, so a payment whose browser never came back and whose webhook was lost still
 * counts. Each order is handled on its own: one that fails is counted and logged, and the run
 * goes on.
 */
export class PaymentReconciler {
  private running: Promise<Reconciliation> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<Metrics, 'reconcilerFailures'>,
  ) {}

  /** One run at a time in this process; a call during a run shares its outcome. */
  reconcile(): Promise<Reconciliation> {
    this.running ??= this.database
      .unlessLocked(RECONCILER_LOCK, () => this.reconcileDue())
      .then((outcome) => outcome ?? { checked: 0, applied: 0, failed: 0, skipped: true })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async reconcileDue(): Promise<Reconciliation> {
    const now = this.clock.now();
    const due = await this.database.db
      .select()
      .from(payments)
      // `failed` too: an order whose hold ran out may still be paid, and that payment counts.
      .where(
        and(
          inArray(payments.state, ['created', 'attempted', 'failed']),
          gt(payments.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
          sql`${payments.razorpayOrderId} is not null`,
          lte(payments.nextCheckAt, now),
        ),
      )
      .orderBy(asc(payments.nextCheckAt))
      .limit(RECONCILE_BATCH);
    let applied = 0;
    let failed = 0;
    for (const row of due) {
      let checkError: string | null = null;
      try {
        if (await this.reconcileOne(row)) applied += 1;
      } catch (error) {
        failed += 1;
        // Money Razorpay holds that we could not apply is a problem of the books until applied.
        if (error instanceof PaidButNotApplied) checkError = error.message;
        this.metrics?.reconcilerFailures.inc();
        this.log.warn({ err: error, order: row.razorpayOrderId }, 'order not reconciled');
      }
      const checks = row.checks + 1;
      await this.database.db
        .update(payments)
        .set({
          checks,
          nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(checks)),
          checkError,
        })
        .where(sql`${payments.id} = ${row.id}`);
    }
    if (applied > 0 || failed > 0) {
      this.log.info({ checked: due.length, applied, failed }, 'payments reconciled');
    }
    return { checked: due.length, applied, failed, skipped: false };
  }

  /** Asks about one order; true when a payment of it was applied now. */
  private async reconcileOne(row: PaymentRow): Promise<boolean> {
    const reported = await this.payments.paymentsOfOrder(row.razorpayOrderId ?? '');
    const paid = reported.find((payment) => ['captured', 'authorized'].includes(payment.status));
    if (!paid) return false;
    try {
      const outcome = await this.payments.applyReported(row, paid, {
        capture: true,
        via: 'reconciler',
      });
      return outcome.outcome === 'applied';
    } catch (error) {
      throw new PaidButNotApplied(paid.id, error);
    }
  }
}

/** Razorpay reports a payment of the order, and applying it failed. */
class PaidButNotApplied extends Error {
  constructor(paymentId: string, cause: unknown) {
    super(
      `Razorpay reports payment ${paymentId} of this order, but it could not be applied: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

const reconcilers = new WeakMap<object, PaymentReconciler>();

/**
 * The app's one reconciler, for the admin's route and the periodic job alike, so a run asked
 * for during another shares its outcome.
 */
export function reconcilerOf(
  context: Pick<AppContext, 'config' | 'database' | 'clock' | 'log' | 'metrics'>,
): PaymentReconciler {
  let reconciler = reconcilers.get(context);
  if (!reconciler) {
    reconciler = new PaymentReconciler(
      context.database,
      new PaymentsService(context),
      context.clock,
      context.log,
      context.metrics,
    );
    reconcilers.set(context, reconciler);
  }
  return reconciler;
}
