/**
 * An event's places, in the caller's transaction: who takes one, who gives one back, and the
 * waiting list moving up. Every function here runs with the event's row locked (`lockEvent`),
 * so concurrent cancellations, expiries and promotions on any number of instances never put
 * more people in than the event has places. Locks are always taken event first, then
 * registration, then payment, so two transactions never wait on each other in a circle.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@/domain/payments';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { events, payments, registrations } from '@/server/db/schema';
import { enqueue, type JobSpec } from '@/server/jobs/queue';
import { storeRefund, SUBMIT_REFUND_JOB } from '../payments/refunds';
import { changeRegistrationCount } from './store';

export type Tx = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;
export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

/** What the rules here need besides the transaction. */
export interface PlaceContext {
  now: Date;
  config: Pick<Config, 'payments'>;
}

/** Job kinds the registration lifecycle enqueues; their handlers are in jobs.ts beside this. */
export const LIFECYCLE_JOBS = {
  confirmationMail: 'mail.registration-confirmed',
  teamMemberMail: 'mail.team-member',
  placeOfferedMail: 'mail.place-offered',
  cancelledMail: 'mail.registration-cancelled',
  lateRefundMail: 'mail.late-payment-refunded',
  reminderMail: 'mail.reminder',
  expireHold: 'registrations.expire-hold',
  reminderSweep: 'registrations.reminder-sweep',
} as const;

export async function lockEvent(tx: Tx, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

export async function lockRegistration(tx: Tx, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row;
}

export const hasFreePlace = (event: Pick<EventRow, 'maxParticipants' | 'registrationCount'>) =>
  event.maxParticipants === 0 || event.registrationCount < event.maxParticipants;

/**
 * Until when a new unpaid registration holds its place; null when members cannot pay online
 * (production without Razorpay keys), where an admin records payments by hand.
 */
export function holdUntil({ now, config }: PlaceContext): Date | null {
  if (config.payments.mode === 'off') return null;
  return new Date(now.getTime() + config.payments.holdMinutes * 60_000);
}

/** The job that releases a hold when it ends, unless it was paid first. */
export const expireHoldJob = (registrationId: string, at: Date): JobSpec => ({
  kind: LIFECYCLE_JOBS.expireHold,
  key: `expire-hold:${registrationId}:${at.getTime()}`,
  payload: { registrationId },
  runAt: at,
});

/** The mails of a registration just confirmed: the registrant's, and one per team member. */
export function confirmationJobs(row: RegistrationRow, late = false): JobSpec[] {
  return [
    {
      kind: LIFECYCLE_JOBS.confirmationMail,
      key: `confirmed:${row.id}`,
      payload: { registrationId: row.id, late },
    },
    ...row.teamMembers
      .filter((member) => member.email)
      .map((member) => ({
        kind: LIFECYCLE_JOBS.teamMemberMail,
        key: `team-member:${row.id}:${member.email.toLowerCase()}`,
        payload: { registrationId: row.id, email: member.email },
      })),
  ];
}

/**
 * Gives the event's free places to the waiting list, first come first served: a free
 * registration is confirmed at once, a paid one gets a hold and a mail with Pay now. Nobody is
 * promoted into a completed or past event. Answers the promoted registrations' ids.
 */
export async function promoteWaiting(tx: Tx, event: EventRow, context: PlaceContext) {
  const promoted: string[] = [];
  const over =
    event.status === 'completed' ||
    (event.date !== null && event.date.getTime() <= context.now.getTime());
  if (over) return promoted;
  let taken = event.registrationCount;
  while (event.maxParticipants === 0 || taken < event.maxParticipants) {
    const [next] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'waitlisted')))
      .orderBy(asc(registrations.createdAt), asc(registrations.id))
      .limit(1)
      .for('update');
    if (!next) break;
    const free = next.amount === 0 || next.paymentStatus === 'Success';
    const hold = free ? null : holdUntil(context);
    const [row] = await tx
      .update(registrations)
      .set({
        status: free ? 'confirmed' : 'awaiting_payment',
        holdExpiresAt: hold,
        updatedAt: context.now,
      })
      .where(eq(registrations.id, next.id))
      .returning();
    if (!row) break;
    await changeRegistrationCount(tx, event.id, 1);
    taken += 1;
    promoted.push(row.id);
    await enqueue(
      tx,
      context.now,
      free
        ? confirmationJobs(row)
        : [
            {
              kind: LIFECYCLE_JOBS.placeOfferedMail,
              key: `place-offered:${row.id}`,
              payload: { registrationId: row.id },
            },
            ...(hold ? [expireHoldJob(row.id, hold)] : []),
          ],
    );
  }
  return promoted;
}

/**
 * A registration gives its place back (cancelled, expired, deleted): the count goes down and
 * the waiting list moves up, in the same transaction.
 */
export async function releasePlace(tx: Tx, event: EventRow, context: PlaceContext) {
  await changeRegistrationCount(tx, event.id, -1);
  return promoteWaiting(
    tx,
    { ...event, registrationCount: Math.max(0, event.registrationCount - 1) },
    context,
  );
}

const PAID_STATES: PaymentState[] = ['paid', 'partially_refunded'];

/** The registration's applied payment, when it has one that money can still go back from. */
export async function refundablePayment(tx: Tx, registrationId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, registrationId),
        sql`${payments.state} in (${sql.join(
          PAID_STATES.map((state) => sql`${state}`),
          sql`, `,
        )})`,
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
  const rest = payment.amount - payment.refundedAmount;
  if (rest <= 0) return 0;
  const { refund } = await storeRefund(
    tx,
    payment.id,
    { amount: rest, reason },
    'site (automatic)',
    now,
  );
  await enqueue(tx, now, {
    kind: SUBMIT_REFUND_JOB,
    key: `submit-refund:${refund.id}`,
    payload: { refundId: refund.id },
  });
  return rest;
}

export const LATE_PAYMENT_REASONS = {
  noPlace: 'The payment arrived after the hold on the place ended, and no place was left.',
  cancelled: 'The payment arrived for a registration that had been cancelled.',
} as const;

/**
 * A registration's payment was just applied (in the payment's transaction). A registration
 * holding its place is confirmed. One whose hold ran out is confirmed if a place is still free;
 * otherwise, like one cancelled meanwhile, the money goes back. Either way the member is mailed.
 */
export async function settleRegistrationPayment(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  context: PlaceContext,
): Promise<void> {
  if (!payment.registrationId) return;
  const { now } = context;
  const [found] = await tx
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (!found) return;
  const event = await lockEvent(tx, found.eventId);
  const registration = await lockRegistration(tx, payment.registrationId);
  if (!event || !registration) return;

  const paid = { paymentStatus: 'Success' as const, holdExpiresAt: null, updatedAt: now };
  if (registration.status === 'confirmed' || registration.status === 'awaiting_payment') {
    const [row] = await tx
      .update(registrations)
      .set({ ...paid, status: 'confirmed' })
      .where(eq(registrations.id, registration.id))
      .returning();
    if (row && registration.status === 'awaiting_payment') {
      await enqueue(tx, now, confirmationJobs(row));
    }
    return;
  }
  const open = event.status !== 'completed' && registration.status !== 'cancelled';
  if (open && hasFreePlace(event)) {
    const [row] = await tx
      .update(registrations)
      .set({ ...paid, status: 'confirmed' })
      .where(eq(registrations.id, registration.id))
      .returning();
    await changeRegistrationCount(tx, event.id, 1);
    if (row) await enqueue(tx, now, confirmationJobs(row, true));
    return;
  }
  await tx.update(registrations).set(paid).where(eq(registrations.id, registration.id));
  const reason =
    registration.status === 'cancelled'
      ? LATE_PAYMENT_REASONS.cancelled
      : LATE_PAYMENT_REASONS.noPlace;
  const amount = await refundRegistrationPayment(tx, payment, reason, now);
  await enqueue(tx, now, {
    kind: LIFECYCLE_JOBS.lateRefundMail,
    key: `late-refund:${payment.id}`,
    payload: { registrationId: registration.id, amount, reason },
  });
}
