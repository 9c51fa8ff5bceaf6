/**
 * What money does once it is ours: a captured payment is applied to what it paid for (a receipt
 * is issued and the registration or donation completes), or, when there is nothing left to
 * apply it to, refunded in full with the member told why. Money recorded by hand (cash) is
 * applied the same way. Everything here runs in one transaction per payment, with locks taken
 * event first, then registration, then payment, as everywhere (places/places.ts).
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  financialYearOf,
  formatReceiptNumber,
  receiptNumberHead,
  SEQUENCE_DIGITS,
} from '@/domain/financial-year';
import { LIVE_STATUSES } from '@/domain/lifecycle';
import {
  canMoveTo,
  isPaidState,
  RECEIPT_SERIES_PREFIX,
  RETURN_REASONS,
  type IssuedReceipt,
  type PaymentPurpose,
  type PaymentState,
} from '@/domain/payments';
import type { Config } from '@/server/config';
import { preparedPerDatabase, queryRows, type Database } from '@/server/db/client';
import {
  accounts,
  auditLog,
  donations,
  events,
  payments,
  receiptCounters,
  registrations,
} from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';
import { enqueue, enqueueInStatement, type JobSpec } from '@/server/jobs/queue';
import { audit, auditEntry } from '../audit/audit';
import { confirmationJob } from '../places/mail-jobs';
import {
  confirmPaidRegistration,
  hasFreePlace,
  lockEvent,
  lockRegistration,
  paidAndConfirmed,
  type EventRow,
  type RegistrationRow,
  type Tx,
} from '../places/places';
import { issueReceipt, type ReceiptSubject } from '../receipts/issued-receipt';
import { receiptMailJob, returnedMail } from './mail-jobs';
import { AUTOMATIC_REFUNDER, storeRefund, submitRefundJob } from './refunds';

export type PaymentRow = typeof payments.$inferSelect;
type DonationRow = typeof donations.$inferSelect;

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

/**
 * The receipt as issued, with the payer's language written into it by the same statement that
 * stores it: their account's choice, else English. A Hindi or Marathi receipt then shows that
 * language under the English, and keeps it whatever the payer chooses later.
 */
const withPayerLanguage = (receipt: SQL, email: string) =>
  sql`(${receipt} || jsonb_build_object('language', coalesce(
    (select ${accounts.language} from ${accounts} where ${accounts.email} = ${email}), 'en')))`;

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

const registrationReceipt = (eventName: string, registration: RegistrationRow): ReceiptSubject => ({
  kind: 'registration',
  eventName,
  registrationType: registration.registrationType,
  registrant: registration,
});

function receiptSubject(subject: Subject): ReceiptSubject {
  if (subject.kind === 'donation' && subject.donation) {
    return { kind: 'donation', donor: subject.donation };
  }
  if (subject.kind === 'registration' && subject.event && subject.registration) {
    return registrationReceipt(subject.event.name, subject.registration);
  }
  throw new Error('A receipt needs the registration or donation it is for');
}

/** What a payment's row becomes when its money is recorded (applied or returned). */
const settled = (paid: Received, now: Date) =>
  ({ ...paid, state: 'paid', paidAt: now, updatedAt: now }) satisfies Partial<PaymentRow>;

/** What a donation becomes when its payment is applied. */
const donationCompleted = (payment: PaymentRow, paid: Received) =>
  ({
    paymentStatus: 'Success',
    razorpayPaymentId: paid.razorpayPaymentId ?? '',
    razorpayOrderId: payment.razorpayOrderId ?? '',
  }) satisfies Partial<DonationRow>;

/** The audit entry of a payment applied. */
const appliedEntry = (
  context: ApplyContext,
  payment: PaymentRow,
  paid: Received,
  receipt: IssuedReceipt,
) =>
  auditEntry(actorFor(context), 'payment.apply', paymentRecord(payment), null, {
    via: context.via,
    amount: payment.amount,
    method: paid.method,
    receiptNumber: receipt.number,
    paidFor: receipt.purpose,
    payer: receipt.payer.name,
  });

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
    .set({
      ...settled(paid, now),
      receiptNumber,
      receipt: withPayerLanguage(sql`${JSON.stringify(receipt)}::jsonb`, payment.email),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!applied) throw new Error(`Payment ${payment.id} vanished while locked`);
  if (subject.kind === 'registration' && subject.event && subject.registration) {
    await confirmPaidRegistration(tx, subject.event, subject.registration, now);
  }
  if (subject.kind === 'donation' && subject.donation) {
    await tx
      .update(donations)
      .set(donationCompleted(payment, paid))
      .where(eq(donations.id, subject.donation.id));
    if (context.mails !== false) await enqueue(tx, now, receiptMailJob(applied.id));
  }
  await tx.insert(auditLog).values(appliedEntry(context, applied, paid, receipt));
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
    submitRefundJob(refund.id),
    returnedMail.of({ paymentId: payment.id, reason }, { key: `payment-returned:${payment.id}` }),
  ]);
  await audit(tx, actorFor(context), 'payment.return', paymentRecord(payment), null, {
    via: context.via,
    amount: payment.amount,
    reason,
  });
}

/**
 * A payment's row as a report of it found it, with what applying it needs (the donation, or the
 * registration and its event's name) and a fingerprint of each row: applying it in one statement
 * acts only while the rows are still exactly as read, so the receipt it issues from them says
 * what the rows say when they are locked.
 */
export interface PaymentAsRead {
  row: PaymentRow;
  fingerprint: string;
  subject?:
    | { kind: 'donation'; donation: DonationRow; fingerprint: string }
    | {
        kind: 'registration';
        registration: RegistrationRow;
        eventName: string;
        fingerprint: string;
      };
}

/** The payment's row, read with its subject or alone. */
export const rowOf = (read: PaymentRow | PaymentAsRead): PaymentRow =>
  'fingerprint' in read ? read.row : read;

/** A row's fingerprint: its every column, as PostgreSQL writes the row out. */
const fingerprintOf = (table: typeof payments | typeof donations | typeof registrations) =>
  sql<string>`md5(${table}::text)`;

/** The statement reading a payment with its subject: every column of four tables. */
const paymentToApply = (db: Pick<Database, 'select'>, where: SQL | undefined) =>
  db
    .select({
      row: payments,
      fingerprint: fingerprintOf(payments),
      donation: donations,
      donationFingerprint: fingerprintOf(donations),
      registration: registrations,
      registrationFingerprint: fingerprintOf(registrations),
      eventName: events.name,
    })
    .from(payments)
    .leftJoin(donations, eq(donations.id, payments.donationId))
    .leftJoin(registrations, eq(registrations.id, payments.registrationId))
    .leftJoin(events, eq(events.id, registrations.eventId))
    .where(where)
    .limit(1);

type PaymentToApplyRow = Awaited<ReturnType<typeof paymentToApply>>[number];

function asRead(found: PaymentToApplyRow | undefined): PaymentAsRead | undefined {
  if (!found) return undefined;
  const { row, fingerprint, donation, registration, eventName } = found;
  if (donation && found.donationFingerprint) {
    return {
      row,
      fingerprint,
      subject: { kind: 'donation', donation, fingerprint: found.donationFingerprint },
    };
  }
  if (registration && found.registrationFingerprint && eventName !== null) {
    return {
      row,
      fingerprint,
      subject: {
        kind: 'registration',
        registration,
        eventName,
        fingerprint: found.registrationFingerprint,
      },
    };
  }
  return { row, fingerprint };
}

/** The payment (the first `where` finds) with its subject, in one statement. */
export async function readPaymentToApply(
  db: Pick<Database, 'select'>,
  where: SQL | undefined,
): Promise<PaymentAsRead | undefined> {
  const [found] = await paymentToApply(db, where);
  return asRead(found);
}

/** Every report of a payment (verify and each webhook) reads its order this way. */
const orderRead = preparedPerDatabase((db) =>
  paymentToApply(
    db,
    and(eq(payments.razorpayOrderId, sql.placeholder('order')), isNull(payments.duplicateOf)),
  ).prepare('payment_to_apply_by_order'),
);

/** The order's row (not a second payment's), with its subject, as `readPaymentToApply`. */
export async function readOrderToApply(
  db: Database,
  razorpayOrderId: string,
): Promise<PaymentAsRead | undefined> {
  const [found] = await orderRead(db).execute({ order: razorpayOrderId });
  return asRead(found);
}

/**
 * The common case of applying a payment, in one statement without a transaction around it:
 * the subject waits for this money (a donation not yet paid, a registration holding its place
 * for its fee) and neither it nor the payment's row changed since they were read. The statement
 * locks the subject, then the payment (the order every transaction keeps), takes the next
 * receipt number, pays the payment with its receipt, completes the donation or confirms the
 * registration, enqueues their mails and writes the audit entry: all of it, or, when a row is
 * no longer as read, nothing. Answers the applied row, or undefined when it changed nothing and
 * the caller is to apply the payment in a transaction of its own.
 */
async function applyInOneStatement(
  db: Database,
  read: PaymentAsRead,
  paid: Received,
  context: ApplyContext,
): Promise<PaymentRow | undefined> {
  const { row: payment, subject } = read;
  if (!subject || isPaidState(payment.state) || context.mails === false) return undefined;
  const { now, config } = context;
  const paymentApplied = sql`exists (select 1 from applied)`;
  let lockSubject: SQL;
  let completeSubject: SQL;
  let jobs: JobSpec[];
  let receiptFor: ReceiptSubject;
  if (subject.kind === 'donation') {
    const { donation } = subject;
    if (donation.paymentStatus === 'Success') return undefined;
    lockSubject = sql`select id from ${donations}
      where id = ${donation.id} and ${fingerprintOf(donations)} = ${subject.fingerprint}
      for update`;
    completeSubject = db
      .update(donations)
      .set(donationCompleted(payment, paid))
      .where(and(eq(donations.id, donation.id), paymentApplied))
      .getSQL();
    jobs = [receiptMailJob(payment.id)];
    receiptFor = { kind: 'donation', donor: donation };
  } else {
    const { registration, eventName } = subject;
    if (registration.status !== 'awaiting_payment' || registration.paymentStatus === 'Success') {
      return undefined;
    }
    lockSubject = sql`select id from ${registrations}
      where id = ${registration.id} and ${fingerprintOf(registrations)} = ${subject.fingerprint}
        and exists (select 1 from ${events}
          where ${events.id} = ${registrations.eventId} and ${events.name} = ${eventName})
      for update`;
    completeSubject = db
      .update(registrations)
      .set(paidAndConfirmed(now))
      .where(and(eq(registrations.id, registration.id), paymentApplied))
      .getSQL();
    jobs = [confirmationJob(registration)];
    receiptFor = registrationReceipt(eventName, registration);
  }
  const financialYear = financialYearOf(now, config.timeZone);
  const head = receiptNumberHead(RECEIPT_SERIES_PREFIX[payment.purpose], financialYear);
  // Issued here as the transaction would issue it; the statement writes its number in.
  const receipt = issueReceipt({ ...payment, ...paid }, '', now, receiptFor, config);
  const entry = appliedEntry(context, payment, paid, receipt);
  const queued = enqueueInStatement(now, jobs, { after: 'applied', added: 'queued' });
  const receiptNumber = sql`(select receipt_number from numbered)`;
  const payWithReceipt = db
    .update(payments)
    .set({
      ...settled(paid, now),
      receiptNumber,
      receipt: withPayerLanguage(
        sql`jsonb_set(${JSON.stringify(receipt)}::jsonb, '{number}', to_jsonb(${receiptNumber}))`,
        payment.email,
      ),
    })
    .where(and(eq(payments.id, payment.id), sql`exists (select 1 from numbered)`))
    .returning({ receiptNumber: payments.receiptNumber })
    .getSQL();
  const [applied] = await queryRows<{ receipt_number: string }>(
    db,
    sql`
      with subject as (${lockSubject}),
      payment as (
        select ${payments.id} from ${payments}, subject
        where ${payments.id} = ${payment.id} and ${fingerprintOf(payments)} = ${read.fingerprint}
        for update of ${payments}
      ),
      counter as (
        insert into ${receiptCounters} (series, financial_year, last_number)
          select ${payment.purpose}, ${financialYear}, 1 from payment
        on conflict (series, financial_year)
          do update set last_number = ${receiptCounters}.last_number + 1
        returning last_number
      ),
      numbered as (
        select ${head} || lpad(last_number::text, greatest(${SEQUENCE_DIGITS}, length(last_number::text)), '0')
          as receipt_number
        from counter
      ),
      applied as (${payWithReceipt}),
      completed as (${completeSubject}),
      queued as (${queued.insert}),
      audited as (
        insert into ${auditLog}
          (at, admin_id, admin_username, address, action, record_type, record_id, before, after)
        select ${entry.at.toISOString()}::timestamptz, ${entry.adminId}::uuid, ${entry.adminUsername},
          ${entry.address}, ${entry.action}, ${entry.recordType}, ${entry.recordId}, null,
          jsonb_set(${JSON.stringify(entry.after)}::jsonb, '{receiptNumber}', to_jsonb(applied.receipt_number))
        from applied
      )
      select receipt_number, ${queued.notify} as notified from applied
    `,
  );
  if (!applied) return undefined;
  return {
    ...payment,
    ...settled(paid, now),
    receiptNumber: applied.receipt_number,
    receipt: { ...receipt, number: applied.receipt_number },
  };
}

/**
 * Applies a captured payment exactly once, however many reports of it arrive and in whatever
 * order: only the first report finds its row unpaid. That report applies it (a receipt, the
 * registration confirmed or the donation completed) or, when nothing is left to apply it to,
 * refunds it in full. A different payment of an order already paid is recorded and refunded.
 * `reported` is the payment's row as the caller just read it, with its subject when read with
 * `readPaymentToApply`: the common case is then applied in one statement.
 */
export async function applyCapturedPayment(
  db: Database,
  reported: PaymentRow | PaymentAsRead,
  captured: CapturedPayment,
  context: ApplyContext,
): Promise<Application> {
  const seen = rowOf(reported);
  // A payment once recorded stays so: a later report of it changes nothing, and needs no lock.
  if (isPaidState(seen.state) && seen.razorpayPaymentId === captured.razorpayPaymentId) {
    return { outcome: 'already', payment: seen };
  }
  const paid = { razorpayPaymentId: captured.razorpayPaymentId, method: captured.method };
  if (!isPaidState(seen.state)) {
    const read =
      'fingerprint' in reported ? reported : await readPaymentToApply(db, eq(payments.id, seen.id));
    const applied = read && (await applyInOneStatement(db, read, paid, context));
    if (applied) return { outcome: 'applied', payment: applied };
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
    const reason = await whyNotApplicable(tx, subject);
    if (!reason) {
      const applied = await applyToSubject(tx, current, subject, paid, context);
      return { outcome: 'applied', payment: applied };
    }
    const [received] = await tx
      .update(payments)
      .set(settled(paid, now))
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
