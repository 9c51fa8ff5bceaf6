/**
 * An event's places, in the caller's transaction: who takes one, who gives one back, and the
 * waiting list moving up. Every function here runs with the event's row locked (`lockEvent`),
 * so concurrent cancellations, expiries and promotions on any number of instances never put
 * more people in than the event has places. Locks are always taken event first, then
 * registration, then payment, so two transactions never wait on each other in a circle.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { takesPlace } from '@/domain/lifecycle';
import type { Config } from '@/server/config';
import { lockRow, type Database } from '@/server/db/client';
import { events, payments, registrations } from '@/server/db/schema';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { defineJob } from '@/server/jobs/definition';
import { enqueue } from '@/server/jobs/queue';
import { confirmationJob, holdLapsedMail, offerReminderJob, placeOfferedMail } from './mail-jobs';

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

/** Raises or lowers an event's registration count, never below zero. */
export async function changeRegistrationCount(
  db: Pick<Database, 'update'>,
  eventId: string,
  by: 1 | -1,
) {
  await db
    .update(events)
    .set({ registrationCount: sql`greatest(${events.registrationCount} + ${by}, 0)` })
    .where(eq(events.id, eventId));
}

export const lockEvent = (tx: Tx, eventId: string): Promise<EventRow | undefined> =>
  lockRow(tx, events, eq(events.id, eventId));

export const lockRegistration = (tx: Tx, id: string): Promise<RegistrationRow | undefined> =>
  lockRow(tx, registrations, eq(registrations.id, id));

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

/**
 * Until when a place offered from the waiting list waits for its fee (`WAITLIST_OFFER_HOURS`):
 * longer than a hold at the form, as the member learns of it by mail, perhaps in a lecture.
 */
export function offerUntil({ now, config }: PlaceContext): Date | null {
  if (config.payments.mode === 'off') return null;
  return new Date(now.getTime() + config.payments.offerHours * 3_600_000);
}

/** The job that releases a hold when it ends, unless it was paid first. */
export const expireHoldJob = (registrationId: string, at: Date) =>
  expireHoldOf.of(
    { registrationId },
    { key: `expire-hold:${registrationId}:${at.getTime()}`, runAt: at },
  );

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
    const hold = free ? null : offerUntil(context);
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
        ? confirmationJob(row)
        : [
            placeOfferedMail.of({ registrationId: row.id }, { key: `place-offered:${row.id}` }),
            ...(hold
              ? [expireHoldJob(row.id, hold), offerReminderJob(row.id, context.now, hold)]
              : []),
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

/** What a registration becomes when money for it is applied. */
export const paidAndConfirmed = (now: Date) =>
  ({
    paymentStatus: 'Success',
    status: 'confirmed',
    holdExpiresAt: null,
    updatedAt: now,
  }) satisfies Partial<RegistrationRow>;

/**
 * Money for a registration was just applied (in the payment's transaction, the event and the
 * registration locked): it is paid and confirmed. One that held no place (its hold ran out, and
 * a place is still free: the caller checked) takes one again, and is told it came late.
 */
export async function confirmPaidRegistration(
  tx: Tx,
  event: EventRow,
  registration: RegistrationRow,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .update(registrations)
    .set(paidAndConfirmed(now))
    .where(eq(registrations.id, registration.id))
    .returning();
  if (!row || registration.status === 'confirmed') return;
  const late = !takesPlace(registration.status);
  if (late) await changeRegistrationCount(tx, event.id, 1);
  await enqueue(tx, now, confirmationJob(row, late));
}

/**
 * Orders still open for a registration or a donation are closed: it is cancelled, deleted or
 * erased, so a payment that still arrives for one is refunded (payments/apply.ts).
 */
export async function closeOpenOrders(
  tx: Tx,
  of: { registrationId: string } | { donationId: string },
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'failed', updatedAt: now })
    .where(
      and(
        'registrationId' in of
          ? eq(payments.registrationId, of.registrationId)
          : eq(payments.donationId, of.donationId),
        inArray(payments.state, ['created', 'attempted']),
      ),
    );
}

/**
 * Cancels a live registration (its member, or a full refund): it gives back its place to the
 * waiting list and its open orders are closed. The caller holds the event's lock. Answers the
 * registrations promoted into the place.
 */
export async function cancelRegistration(
  tx: Tx,
  event: EventRow,
  registration: RegistrationRow,
  context: PlaceContext,
): Promise<string[]> {
  const { now } = context;
  await tx
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null, updatedAt: now })
    .where(eq(registrations.id, registration.id));
  await closeOpenOrders(tx, { registrationId: registration.id }, now);
  return takesPlace(registration.status) ? releasePlace(tx, event, context) : [];
}

/**
 * Ends a hold that ran out unpaid: the registration expires, its open orders are marked failed
 * (a payment still arriving for them is a late payment, see places.ts), its place goes to
 * the waiting list, and the member is told (with a way to register again if places remain). Nothing happens if it was paid, cancelled, or given a new hold meanwhile.
 */
export async function expireHold(
  context: Pick<AppContext, 'database' | 'clock' | 'config'>,
  registrationId: string,
): Promise<boolean> {
  const now = context.clock.now();
  return context.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: registrations.eventId })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    if (!found) return false;
    const event = await lockEvent(tx, found.eventId);
    const registration = await lockRegistration(tx, registrationId);
    if (!event || !registration) return false;
    const due =
      registration.status === 'awaiting_payment' &&
      registration.holdExpiresAt !== null &&
      registration.holdExpiresAt.getTime() <= now.getTime();
    if (!due) return false;
    await tx
      .update(registrations)
      .set({ status: 'expired', updatedAt: now })
      .where(eq(registrations.id, registrationId));
    await tx
      .update(payments)
      .set({ state: 'failed', updatedAt: now })
      .where(
        and(
          eq(payments.registrationId, registrationId),
          inArray(payments.state, ['created', 'attempted']),
        ),
      );
    await releasePlace(tx, event, { now, config: context.config });
    await enqueue(
      tx,
      now,
      holdLapsedMail.of(
        { registrationId },
        { key: `hold-lapsed:${registrationId}:${registration.holdExpiresAt?.getTime() ?? 0}` },
      ),
    );
    return true;
  });
}

/** Ends a hold when its time is up (`expireHold`). */
const expireHoldOf = defineJob({
  kind: 'registrations.expire-hold',
  payload: z.object({ registrationId: z.uuid() }),
  run: async ({ registrationId }, context: AppContext) =>
    void (await expireHold(context, registrationId)),
});

export const PLACE_JOBS = [expireHoldOf];
