import { eq, sql } from 'drizzle-orm';
import { financialYearOf, formatReceiptNumber } from '@/domain/financial-year';
import { canMoveTo, isPaidState, type PaymentState } from '@/domain/payments';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { donations, payments, receiptCounters, registrations } from '@/server/db/schema';
import { enqueue, type JobSpec } from '@/server/jobs/queue';
import { lockEvent, settleRegistrationPayment } from '../registrations/places';

/** The job that mails a donation's receipt (a registration's goes with its confirmation). */
export const RECEIPT_MAIL_JOB = 'mail.receipt';
export const receiptMailJob = (paymentId: string): JobSpec => ({
  kind: RECEIPT_MAIL_JOB,
  key: `receipt:${paymentId}`,
  payload: { paymentId },
});

export type PaymentRow = typeof payments.$inferSelect;

/** Razorpay's word for a payment made, as the browser, the webhook or the reconciler saw it. */
export interface CapturedPayment {
  razorpayPaymentId: string;
  method: string;
}

export type Application =
  /** This call applied the payment: it alone sends the receipt. */
  | { applied: true; payment: PaymentRow }
  /** Someone applied it before (or it has moved past paid): nothing changed. */
  | { applied: false; payment: PaymentRow };

/** The next receipt number of a series in a financial year, in the caller's transaction. */
async function nextReceiptNumber(
  tx: Pick<Database, 'insert'>,
  series: PaymentRow['purpose'],
  financialYear: string,
): Promise<string> {
  // The counter's row stays locked until the transaction ends, so numbers are never skipped:
  // a rolled-back payment gives its number back.
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.series, receiptCounters.financialYear],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!counter) throw new Error('The receipt counter returned no row');
  return formatReceiptNumber(financialYear, counter.lastNumber);
}

/**
 * Marks a payment paid, exactly once, however many reports of it arrive and in whatever
 * order: the payment's row is locked, and only the first report finds it unpaid. That report
 * gives the receipt number and completes the registration or donation, all in one transaction.
 * `seen` is the payment's row as the caller just read it.
 */
export async function applyCapturedPayment(
  db: Database,
  seen: PaymentRow,
  captured: CapturedPayment,
  { now, config }: { now: Date; config: Pick<Config, 'timeZone' | 'payments'> },
): Promise<Application> {
  // A payment once paid stays paid: a later report needs no lock to learn that it changes nothing.
  if (isPaidState(seen.state)) return { applied: false, payment: seen };
  return db.transaction(async (tx) => {
    // A registration's event is locked before its payment, as everywhere (registrations/places).
    if (seen.registrationId) {
      const [registration] = await tx
        .select({ eventId: registrations.eventId })
        .from(registrations)
        .where(eq(registrations.id, seen.registrationId));
      if (registration) await lockEvent(tx, registration.eventId);
    }
    const [current] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, seen.id))
      .for('update');
    if (!current) throw new Error(`No payment ${seen.id}`);
    if (isPaidState(current.state)) return { applied: false, payment: current };

    const receiptNumber = await nextReceiptNumber(
      tx,
      current.purpose,
      financialYearOf(now, config.timeZone),
    );
    const [paid] = await tx
      .update(payments)
      .set({
        state: 'paid',
        razorpayPaymentId: captured.razorpayPaymentId,
        method: captured.method,
        receiptNumber,
        paidAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, current.id))
      .returning();
    if (!paid) throw new Error(`Payment ${current.id} vanished while locked`);
    if (current.registrationId) await settleRegistrationPayment(tx, paid, { now, config });
    if (current.donationId) {
      await tx
        .update(donations)
        .set({
          paymentStatus: 'Success',
          razorpayPaymentId: captured.razorpayPaymentId,
          razorpayOrderId: current.razorpayOrderId,
        })
        .where(eq(donations.id, current.donationId));
      await enqueue(tx, now, receiptMailJob(paid.id));
    }
    return { applied: true, payment: paid };
  });
}

/**
 * Moves a payment to an earlier-than-paid state (a failed attempt, a hold that ran out) when it
 * has not already gone further; a late report never undoes a payment.
 */
export async function moveUnpaidPayment(
  db: Database,
  paymentId: string,
  to: Extract<PaymentState, 'attempted' | 'failed'>,
  now: Date,
): Promise<void> {
  const movableFrom = (['created', 'attempted', 'failed'] as const).filter((from) =>
    canMoveTo(from, to),
  );
  await db
    .update(payments)
    .set({ state: to, updatedAt: now })
    .where(
      sql`${payments.id} = ${paymentId} and ${payments.state} in (${sql.join(
        movableFrom.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
}
