/**
 * What money does once it is ours: a captured payment is applied to what it paid for (a receipt
 * is issued and the registration or donation completes), or, when there is nothing left to
 * apply it to, refunded in full with the member told why. Money recorded by hand (cash) is
 * applied the same way. Everything here runs in one transaction per payment, with locks taken
 * event first, then registration, then payment, as everywhere (registrations/places.ts).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { financialYearOf, formatReceiptNumber } from '@/domain/financial-year';
import { LIVE_STATUSES } from '@/domain/lifecycle';
import {
  canMoveTo,
  isPaidState,
  RECEIPT_SERIES_PREFIX,
  type PaymentPurpose,
  type PaymentState,
} from '@/domain/payments';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { donations, payments, receiptCounters, registrations } from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';
import { enqueue, type JobSpec } from '@/server/jobs/queue';
import { audit } from '../audit/audit';
import {
  confirmPaidRegistration,
  hasFreePlace,
  lockEvent,
  lockRegistration,
  type EventRow,
  type RegistrationRow,
  type Tx,
} from '../registrations/places';
import { issueReceipt, type ReceiptSubject } from './receipts/issued-receipt';
import { AUTOMATIC_REFUNDER, storeRefund, SUBMIT_REFUND_JOB } from './refunds';

export type PaymentRow = typeof payments.$inferSelect;
type DonationRow = typeof donations.$inferSelect;

/** The job that mails a donation's receipt (a registration's goes with its confirmation). */
export const RECEIPT_MAIL_JOB = 'mail.receipt';
export const receiptMailJob = (paymentId: string): JobSpec => ({
  kind: RECEIPT_MAIL_JOB,
  key: `receipt:${paymentId}`,
  payload: { paymentId },
});

/** The job that tells a payer their payment is being refunded, and why. */
export const RETURNED_MAIL_JOB = 'mail.payment-returned';

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

/** Razorpay's word for a payment made, as the browser, the webhook or the reconciler saw it. */
export interface CapturedPayment {
  razorpayPaymentId: string;
  method: string;
}

/** How money arrived: Razorpay's payment, or cash (no Razorpay id). */
type Received = { razorpayPaymentId: string | null; method: string };

export type Application =
  /** This call applied the payment: it alone issues the receipt. */
  | { outcome: 'applied'; payment: PaymentRow }
  /** Applied (or returned) before, by another report of the same payment: nothing changed. */
  | { outcome: 'already'; payment: PaymentRow }
  /** Captured with nothing to apply it to: refunded in full, the member told why. */
  | { outcome: 'returned'; payment: PaymentRow; reason: string }
  /** A second payment of an order already paid: recorded on a row of its own and refunded. */
  | { outcome: 'duplicate'; payment: PaymentRow };

/** Who reported the money: the member's browser, Razorpay's webhook, the reconciler, an admin. */
export type PaymentPath = 'verify' | 'webhook' | 'reconciler' | 'by hand';

export type ApplyContext = {
  now: Date;
  config: Pick<Config, 'timeZone' | 'payments' | 'siteName' | 'trust' | 'contact'>;
  via: PaymentPath;
  /** The admin who recorded money by hand; the site itself otherwise. */
  actor?: AuditActor;
  /** False for the demo content: nobody is mailed a receipt for money that never came. */
  mails?: boolean;
};

/** The audit log's word for what the site did with money by itself, and through which path. */
const actorFor = ({ actor, via, now }: ApplyContext): AuditActor =>
  actor ?? { adminId: null, username: `site (${via})`, address: null, at: now };

const paymentRecord = (payment: PaymentRow) => ({ type: 'payment', id: payment.id });

/** The next receipt number of a series in a financial year, in the caller's transaction. */
async function nextReceiptNumber(tx: Tx, series: PaymentPurpose, now: Date, timeZone: string) {
  const financialYear = financialYearOf(now, timeZone);
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
  return formatReceiptNumber(RECEIPT_SERIES_PREFIX[series], financialYear, counter.lastNumber);
}

/** What a payment pays for, locked: a registration with its event, or a donation. */
type Subject =
  | { kind: 'registration'; event?: EventRow; registration?: RegistrationRow }
  | { kind: 'donation'; donation?: DonationRow };

async function lockSubject(
  tx: Tx,
  payment: Pick<PaymentRow, 'purpose' | 'registrationId' | 'donationId'>,
): Promise<Subject> {
  if (payment.purpose === 'donation') {
    const [donation] = payment.donationId
      ? await tx.select().from(donations).where(eq(donations.id, payment.donationId)).for('update')
      : [];
    return { kind: 'donation', donation };
  }
  if (!payment.registrationId) return { kind: 'registration' };
  const [found] = await tx
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (!found) return { kind: 'registration' };
  const event = await lockEvent(tx, found.eventId);
  const registration = await lockRegistration(tx, payment.registrationId);
  return { kind: 'registration', event, registration };
}

/**
 * Why money for this subject cannot be applied to it now; undefined when it can. An admin
 * recording money by hand may put a registration over the event's places.
 */
async function whyNotApplicable(
  tx: Tx,
  subject: Subject,
  { overrideCapacity = false } = {},
): Promise<string | undefined> {
  if (subject.kind === 'donation') {
    if (!subject.donation) return RETURN_REASONS.donationWithdrawn;
    return subject.donation.paymentStatus === 'Success' ? RETURN_REASONS.alreadyPaid : undefined;
  }
  const { event, registration } = subject;
  if (!event || !registration) return RETURN_REASONS.registrationRemoved;
  if (registration.paymentStatus === 'Success') return RETURN_REASONS.alreadyPaid;
  if (registration.status === 'confirmed' || registration.status === 'awaiting_payment') {
    return undefined;
  }
  if (registration.status === 'cancelled') return RETURN_REASONS.cancelled;
  // Expired (or waiting): a place is still to be had, unless the member registered again.
  const [again] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, event.id),
        eq(registrations.email, registration.email),
        ne(registrations.id, registration.id),
        inArray(registrations.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  if (again) return RETURN_REASONS.registeredAgain;
  if (overrideCapacity) return undefined;
  if (event.status === 'completed' || !hasFreePlace(event)) return RETURN_REASONS.noPlace;
  return undefined;
}

function receiptSubject(subject: Subject): ReceiptSubject {
  if (subject.kind === 'donation' && subject.donation) {
    const { donation } = subject;
    return { kind: 'donation', donor: donation };
  }
  if (subject.kind === 'registration' && subject.event && subject.registration) {
    const { event, registration } = subject;
    return {
      kind: 'registration',
      eventName: event.name,
      registrationType: registration.registrationType,
      registrant: registration,
    };
  }
  throw new Error('A receipt needs the registration or donation it is for');
}

/**
 * Applies money to its subject, in the caller's transaction, with the payment's row and its
 * subject locked: the receipt number and the receipt as issued, the payment paid, the
 * registration confirmed (or the donation completed), and their mails enqueued.
 */
async function applyToSubject(
  tx: Tx,
  payment: PaymentRow,
  subject: Subject,
  paid: Received,
  context: ApplyContext,
): Promise<PaymentRow> {
  const { now, config } = context;
  const receiptNumber = await nextReceiptNumber(tx, payment.purpose, now, config.timeZone);
  const receipt = issueReceipt(
    { ...payment, ...paid },
    receiptNumber,
    now,
    receiptSubject(subject),
    config,
  );
  const [applied] = await tx
    .update(payments)
    .set({ ...paid, state: 'paid', receiptNumber, receipt, paidAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!applied) throw new Error(`Payment ${payment.id} vanished while locked`);
  if (subject.kind === 'registration' && subject.event && subject.registration) {
    await confirmPaidRegistration(tx, subject.event, subject.registration, now);
  }
  if (subject.kind === 'donation' && subject.donation) {
    await tx
      .update(donations)
      .set({
        paymentStatus: 'Success',
        razorpayPaymentId: paid.razorpayPaymentId ?? '',
        razorpayOrderId: payment.razorpayOrderId ?? '',
      })
      .where(eq(donations.id, subject.donation.id));
    if (context.mails !== false) await enqueue(tx, now, receiptMailJob(applied.id));
  }
  await audit(tx, actorFor(context), 'payment.apply', paymentRecord(applied), null, {
    via: context.via,
    amount: applied.amount,
    method: applied.method,
    receiptNumber,
    paidFor: receipt.purpose,
    payer: receipt.payer.name,
  });
  return applied;
}

/** Refunds a captured payment in full: stored now, sent to Razorpay by a job, the payer told. */
async function refundInFull(tx: Tx, payment: PaymentRow, reason: string, context: ApplyContext) {
  const { now } = context;
  const { refund } = await storeRefund(
    tx,
    payment.id,
    { amount: payment.amount - payment.refundedAmount, reason },
    AUTOMATIC_REFUNDER,
    now,
  );
  await enqueue(tx, now, [
    {
      kind: SUBMIT_REFUND_JOB,
      key: `submit-refund:${refund.id}`,
      payload: { refundId: refund.id },
    },
    {
      kind: RETURNED_MAIL_JOB,
      key: `payment-returned:${payment.id}`,
      payload: { paymentId: payment.id, reason },
    },
  ]);
  await audit(tx, actorFor(context), 'payment.return', paymentRecord(payment), null, {
    via: context.via,
    amount: payment.amount,
    reason,
  });
}

/**
 * Applies a captured payment exactly once, however many reports of it arrive and in whatever
 * order: only the first report finds its row unpaid. That report applies it (a receipt, the
 * registration confirmed or the donation completed) or, when nothing is left to apply it to,
 * refunds it in full. A different payment of an order already paid is recorded and refunded.
 * `seen` is the payment's row as the caller just read it.
 */
export async function applyCapturedPayment(
  db: Database,
  seen: PaymentRow,
  captured: CapturedPayment,
  context: ApplyContext,
): Promise<Application> {
  // A payment once recorded stays so: a later report of it changes nothing, and needs no lock.
  if (isPaidState(seen.state) && seen.razorpayPaymentId === captured.razorpayPaymentId) {
    return { outcome: 'already', payment: seen };
  }
  const { now } = context;
  return db.transaction(async (tx) => {
    const subject = await lockSubject(tx, seen);
    const [current] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, seen.id))
      .for('update');
    if (!current) throw new Error(`No payment ${seen.id}`);
    if (isPaidState(current.state)) {
      if (current.razorpayPaymentId === captured.razorpayPaymentId) {
        return { outcome: 'already', payment: current };
      }
      const duplicate = await recordDuplicate(tx, current, captured, context);
      return { outcome: 'duplicate', payment: duplicate };
    }
    const paid = {
      razorpayPaymentId: captured.razorpayPaymentId,
      method: captured.method,
    };
    const reason = await whyNotApplicable(tx, subject);
    if (!reason) {
      const applied = await applyToSubject(tx, current, subject, paid, context);
      return { outcome: 'applied', payment: applied };
    }
    const [received] = await tx
      .update(payments)
      .set({ ...paid, state: 'paid', paidAt: now, updatedAt: now })
      .where(eq(payments.id, current.id))
      .returning();
    if (!received) throw new Error(`Payment ${current.id} vanished while locked`);
    await refundInFull(tx, received, reason, context);
    return { outcome: 'returned', payment: received, reason };
  });
}

/** A second payment of a paid order, on a row of its own, refunded in full (once). */
async function recordDuplicate(
  tx: Tx,
  order: PaymentRow,
  captured: CapturedPayment,
  context: ApplyContext,
): Promise<PaymentRow> {
  const { now } = context;
  const [inserted] = await tx
    .insert(payments)
    .values({
      purpose: order.purpose,
      registrationId: order.registrationId,
      donationId: order.donationId,
      eventId: order.eventId,
      registrationType: order.registrationType,
      email: order.email,
      amount: order.amount,
      state: 'paid',
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: captured.razorpayPaymentId,
      method: captured.method,
      duplicateOf: order.id,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.razorpayPaymentId })
    .returning();
  if (inserted) {
    await refundInFull(tx, inserted, RETURN_REASONS.secondPayment, context);
    return inserted;
  }
  const [earlier] = await tx
    .select()
    .from(payments)
    .where(eq(payments.razorpayPaymentId, captured.razorpayPaymentId));
  if (!earlier) throw new Error(`Payment ${captured.razorpayPaymentId} vanished`);
  return earlier;
}

/**
 * Money an admin received by hand (cash at the office), or the demo content's: recorded as a
 * payment of its own with a receipt, and applied as an online payment would be. Refused (409 by
 * the caller's check) when the subject is not waiting for money.
 */
export async function recordPaymentByHand(
  tx: Tx,
  target: { registrationId: string } | { donationId: string },
  reason: string,
  context: ApplyContext & { actor: AuditActor; overrideCapacity?: boolean },
): Promise<PaymentRow | undefined> {
  const { now } = context;
  const seed =
    'registrationId' in target
      ? {
          purpose: 'registration' as const,
          registrationId: target.registrationId,
          donationId: null,
        }
      : { purpose: 'donation' as const, donationId: target.donationId, registrationId: null };
  const subject = await lockSubject(tx, seed);
  if (await whyNotApplicable(tx, subject, context)) return undefined;
  const amount =
    subject.kind === 'donation' ? subject.donation?.amount : subject.registration?.amount;
  const email = subject.kind === 'donation' ? subject.donation?.email : subject.registration?.email;
  if (!amount || !email) return undefined;
  const [row] = await tx
    .insert(payments)
    .values({
      ...seed,
      eventId: subject.kind === 'registration' ? subject.event?.id : null,
      registrationType:
        subject.kind === 'registration' ? subject.registration?.registrationType : null,
      email,
      amount,
      method: 'cash',
      recordedBy: context.actor.username,
      note: reason,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The payment was not stored');
  return applyToSubject(tx, row, subject, { razorpayPaymentId: null, method: 'cash' }, context);
}

/**
 * Moves a payment to an earlier-than-paid state (a failed attempt, a hold that ran out) when it
 * has not already gone further; a late report never undoes a payment.
 */
export async function moveUnpaidPayment(
  db: Pick<Database, 'update'>,
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
    .where(and(eq(payments.id, paymentId), inArray(payments.state, movableFrom)));
}
