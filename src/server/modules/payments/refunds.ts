import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatRupees } from '@/domain/money';
import {
  canMoveTo,
  isRefundable,
  refundableRest,
  type Refund,
  type RefundInput,
} from '@/domain/payments';
import { lockRow, type Database } from '@/server/db/client';
import { payments, refunds, registrations } from '@/server/db/schema';
import type { AdminActor } from '@/server/http/access';
import { conflict, HttpError, notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { defineJob } from '@/server/jobs/definition';
import { enqueue } from '@/server/jobs/queue';
import { refundMail } from './mail-jobs';
import type { PaymentRow } from './apply';
import { isLive } from '@/domain/lifecycle';
import { cancelRegistration, lockEvent, lockRegistration, type Tx } from '../places/places';
import { RazorpayClient, RazorpayError } from './razorpay/client';
import type { RazorpayRefund } from './razorpay/types';
import type { PaymentContext } from './service';

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_MESSAGES = {
  paymentNotFound: 'There is no such payment.',
  notPaid: (state: string) =>
    `Only a paid payment can be refunded; this one is ${state.replace('_', ' ')}.`,
  tooMuch: (rest: number) =>
    rest > 0
      ? `At most ${formatRupees(rest)} of this payment can still be refunded.`
      : 'Nothing of this payment is left to refund.',
  refused: (description: string) => `Razorpay refused the refund: ${description}`,
} as const;

const PAISE_PER_RUPEE = 100;

export function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    razorpayRefundId: row.razorpayRefundId,
    createdAt: row.createdAt.toISOString(),
  };
}

export type RefundContext = PaymentContext;

/** Who asked for a refund the site makes by itself (a cancellation, money it cannot apply). */
export const AUTOMATIC_REFUNDER = 'site (automatic)';

/**
 * Stores a refund of a paid payment in the caller's transaction, refusing more than what is
 * left; Razorpay is asked afterwards (`submit`), with the row's idempotency key.
 */
export async function storeRefund(
  tx: Pick<Database, 'select' | 'insert'>,
  paymentId: string,
  input: RefundInput,
  requestedBy: string,
  now: Date,
): Promise<{ payment: PaymentRow; refund: RefundRow; restAfter: number }> {
  // The lock keeps two refunds from taking the same rest at once.
  const payment = await lockRow(tx, payments, eq(payments.id, paymentId));
  if (!payment) throw notFound(REFUND_MESSAGES.paymentNotFound);
  const received = payment.razorpayPaymentId !== null || payment.method === 'cash';
  if (!isRefundable(payment.state) || !received) {
    throw conflict(REFUND_MESSAGES.notPaid(payment.state));
  }
  const earlier = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const rest = refundableRest(payment, earlier);
  if (input.amount > rest) throw conflict(REFUND_MESSAGES.tooMuch(rest));
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId,
      idempotencyKey: randomUUID(),
      amount: input.amount,
      reason: input.reason,
      requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!refund) throw new Error('The refund was not stored');
  return { payment, refund, restAfter: rest - input.amount };
}

/**
 * Refunds an admin asks for. The row is stored before Razorpay is called, with the idempotency
 * key Razorpay is sent, so the same row never refunds twice; the payment's refunded amount and
 * state move only when Razorpay reports the refund processed, once per refund.
 */
export class RefundsService {
  private readonly razorpay: RazorpayClient;

  constructor(private readonly context: RefundContext) {
    this.razorpay = new RazorpayClient(context.config.payments);
  }

  private get db(): Database {
    return this.context.database.db;
  }

  /**
   * An admin's refund. A refund that gives back all that is left of a registration's payment
   * cancels the registration: its ticket stops admitting and its place goes to the waiting list.
   * Cash recorded by hand goes back by hand: its refund is processed at once.
   */
  async create(paymentId: string, input: RefundInput, actor: AdminActor): Promise<RefundRow> {
    const now = this.context.clock.now();
    const { payment, refund } = await this.db.transaction(async (tx) => {
      // Locks in the one order: the registration's event, the registration, then the payment.
      const [target] = await tx
        .select({ registrationId: payments.registrationId, eventId: registrations.eventId })
        .from(payments)
        .leftJoin(registrations, eq(registrations.id, payments.registrationId))
        .where(eq(payments.id, paymentId));
      const event = target?.eventId ? await lockEvent(tx, target.eventId) : undefined;
      const registration = target?.registrationId
        ? await lockRegistration(tx, target.registrationId)
        : undefined;
      const stored = await storeRefund(tx, paymentId, input, actor.username, now);
      await audit(tx, actor, 'payment.refund', { type: 'payment', id: paymentId }, null, {
        amount: stored.refund.amount,
        reason: stored.refund.reason,
        refundId: stored.refund.id,
        paymentState: stored.payment.state,
        refundedBefore: stored.payment.refundedAmount,
      });
      const applied = stored.payment.receiptNumber !== null;
      if (
        applied &&
        stored.restAfter === 0 &&
        event &&
        registration &&
        isLive(registration.status)
      ) {
        await cancelRegistration(tx, event, registration, { now, config: this.context.config });
      }
      if (stored.payment.method === 'cash') {
        await this.markProcessed(tx, stored.refund, null, now);
      }
      return stored;
    });
    if (payment.method === 'cash') return (await this.find(refund.id)) ?? refund;
    return this.submit(refund, payment.razorpayPaymentId ?? '');
  }

  /**
   * Asks Razorpay for a stored refund. Sending the same row again reuses its idempotency key, so
   * Razorpay answers with the refund it already made instead of refunding twice.
   */
  async submit(refund: RefundRow, razorpayPaymentId: string): Promise<RefundRow> {
    let answer: RazorpayRefund;
    try {
      answer = await this.razorpay.refund(
        razorpayPaymentId,
        {
          amount: refund.amount * PAISE_PER_RUPEE,
          notes: { refundId: refund.id, reason: refund.reason },
        },
        refund.idempotencyKey,
      );
    } catch (error) {
      // Razorpay's refusal is final; a network failure leaves the row pending for a retry.
      if (error instanceof RazorpayError && error.status < 500) {
        await this.markFailed(refund.id);
        throw conflict(REFUND_MESSAGES.refused(error.description));
      }
      throw error;
    }
    await this.db
      .update(refunds)
      .set({ razorpayRefundId: answer.id, updatedAt: this.context.clock.now() })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.razorpayRefundId)));
    if (answer.status === 'processed') await this.applyProcessed(answer);
    if (answer.status === 'failed') await this.applyFailed(answer);
    return (await this.find(refund.id)) ?? refund;
  }

  /**
   * Razorpay's report of a processed refund (the webhook or its synchronous answer): adds the
   * refund's amount to the payment once, whoever reports it first, and moves the payment forward.
   */
  async applyProcessed(reported: RazorpayRefund): Promise<'applied' | 'unchanged' | 'unknown'> {
    const now = this.context.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const refund = await this.ours(tx, reported);
      if (!refund) return 'unknown' as const;
      return (await this.markProcessed(tx, refund, reported.id, now)) ? 'applied' : 'unchanged';
    });
    return outcome;
  }

  /**
   * Marks a refund processed and adds its amount to its payment, once: the payment's row is
   * locked, and only the first report finds the refund not yet processed. The payer is mailed.
   */
  private async markProcessed(
    tx: Tx,
    refund: RefundRow,
    razorpayRefundId: string | null,
    now: Date,
  ): Promise<boolean> {
    const payment = await lockRow(tx, payments, eq(payments.id, refund.paymentId));
    if (!payment) return false;
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    if (!current || current.status === 'processed') return false;

    const [processed] = await tx
      .update(refunds)
      .set({
        status: 'processed',
        ...(razorpayRefundId ? { razorpayRefundId } : {}),
        updatedAt: now,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    const refundedAmount = Math.min(payment.amount, payment.refundedAmount + current.amount);
    const next = refundedAmount >= payment.amount ? 'refunded' : 'partially_refunded';
    const [updated] = await tx
      .update(payments)
      .set({
        refundedAmount,
        ...(canMoveTo(payment.state, next) ? { state: next } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated || !processed) throw new Error(`Refund ${refund.id} vanished while locked`);
    // A payment we could not apply was explained by its own mail when it arrived.
    if (updated.receiptNumber) {
      await enqueue(
        tx,
        now,
        refundMail.of(
          { paymentId: updated.id, refundId: processed.id },
          { key: `refund-mail:${processed.id}` },
        ),
      );
    }
    return true;
  }

  /** Razorpay's report of a failed refund: its money stays with us and is refundable again. */
  async applyFailed(reported: RazorpayRefund): Promise<'applied' | 'unchanged' | 'unknown'> {
    const refund = await this.ours(this.db, reported);
    if (!refund) return 'unknown';
    const changed = await this.db
      .update(refunds)
      .set({ status: 'failed', razorpayRefundId: reported.id, updatedAt: this.context.clock.now() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    return changed.length > 0 ? 'applied' : 'unchanged';
  }

  async find(id: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  private async markFailed(id: string) {
    await this.db
      .update(refunds)
      .set({ status: 'failed', updatedAt: this.context.clock.now() })
      .where(eq(refunds.id, id));
  }

  /**
   * Our row for a refund Razorpay reports: by its Razorpay id, or by the id we put in its notes
   * (the webhook may come before Razorpay's answer to our call is stored).
   */
  private async ours(db: Pick<Database, 'select'>, reported: RazorpayRefund) {
    const noted = Array.isArray(reported.notes) ? undefined : reported.notes?.refundId;
    const [row] = await db
      .select()
      .from(refunds)
      .where(
        noted && /^[0-9a-f-]{36}$/i.test(noted)
          ? sql`${refunds.razorpayRefundId} = ${reported.id} or ${refunds.id} = ${noted}`
          : eq(refunds.razorpayRefundId, reported.id),
      );
    return row;
  }
}

/** The registration's applied payment, when it has one that money can still go back from. */
export async function refundablePayment(tx: Tx, registrationId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, registrationId),
        inArray(payments.state, ['paid', 'partially_refunded']),
        isNotNull(payments.receiptNumber),
      ),
    )
    .limit(1);
  return payment;
}

/**
 * Refunds what is left of a registration's payment through Razorpay: the refund row now (with
 * its idempotency key), Razorpay asked by a job once the transaction commits.
 */
export async function refundRegistrationPayment(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  reason: string,
  now: Date,
): Promise<number> {
  const earlier = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  const rest = refundableRest(payment, earlier);
  if (rest <= 0) return 0;
  const { refund } = await storeRefund(
    tx,
    payment.id,
    { amount: rest, reason },
    AUTOMATIC_REFUNDER,
    now,
  );
  await enqueue(tx, now, submitRefundJob(refund.id));
  return rest;
}

/**
 * Asks Razorpay for a refund stored in a transaction (a member's cancellation, money that could
 * not be applied), once Razorpay has the payment. A refusal is final (the refund is marked failed).
 */
export const submitRefund = defineJob({
  kind: 'payments.submit-refund',
  payload: z.object({ refundId: z.uuid() }),
  run: async ({ refundId }, context: RefundContext) => {
    const service = new RefundsService(context);
    const refund = await service.find(refundId);
    if (!refund || refund.status !== 'pending' || refund.razorpayRefundId) return;
    const [payment] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    if (!payment?.razorpayPaymentId) return;
    await service.submit(refund, payment.razorpayPaymentId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) return;
      throw error;
    });
  },
});

export const submitRefundJob = (refundId: string) =>
  submitRefund.of({ refundId }, { key: `submit-refund:${refundId}` });
