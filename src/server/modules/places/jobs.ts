import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { payments, registrations } from '@/server/db/schema';
import { enqueue, JOBS_CHANNEL } from '@/server/jobs/queue';
import type { Receipts } from '../receipts/receipts';
import { RegistrationMails } from './mails';
import {
  LIFECYCLE_JOBS,
  lockEvent,
  lockRegistration,
  releasePlace,
  teamMemberJobs,
} from './places';

/** How often the reminder sweep looks for events starting soon (once across instances). */
export const REMINDER_SWEEP_EVERY_MS = 5 * 60_000;

const byRegistration = z.object({ registrationId: z.uuid() });

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
    await enqueue(tx, now, {
      kind: LIFECYCLE_JOBS.holdLapsedMail,
      key: `hold-lapsed:${registrationId}:${registration.holdExpiresAt?.getTime() ?? 0}`,
      payload: { registrationId },
    });
    return true;
  });
}

/**
 * Queues one reminder per confirmed registration of each event that starts within the
 * configured hours and wants reminders. The job's key (`reminder:<registration>`) makes it once
 * ever, whichever instance sweeps and however often.
 */
export async function sweepReminders(
  context: Pick<AppContext, 'database' | 'clock' | 'config'>,
): Promise<number> {
  const now = context.clock.now();
  const until = new Date(now.getTime() + context.config.reminderHoursBefore * 3_600_000);
  const result = await context.database.db.transaction(async (tx) => {
    const inserted = (await tx.execute(
      sql`insert into jobs (kind, payload, key, run_at, created_at)
          select ${LIFECYCLE_JOBS.reminderMail}, json_build_object('registrationId', r.id),
            'reminder:' || r.id, ${now.toISOString()}, ${now.toISOString()}
          from registrations r join events e on e.id = r.event_id
          where r.status = 'confirmed' and e.reminders and e.status <> 'completed'
            and e.date > ${now.toISOString()} and e.date <= ${until.toISOString()}
          on conflict (key) do nothing
          returning id`,
    )) as unknown as { rows: unknown[] };
    if (inserted.rows.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return inserted.rows.length;
  });
  return result;
}

/** The registration lifecycle's background work, registered on the app's job worker. */
export function registerLifecycleJobs(
  context: Pick<AppContext, 'database' | 'clock' | 'config' | 'mailer' | 'jobs'>,
  receipts: Receipts,
): void {
  const mails = new RegistrationMails(context, receipts);
  const { jobs } = context;
  const mail = (run: (payload: Record<string, unknown>) => Promise<void>) => ({
    run,
    paced: true,
  });

  jobs.handle(
    LIFECYCLE_JOBS.confirmationMail,
    mail(async (payload) => {
      const { registrationId, late } = byRegistration
        .extend({ late: z.boolean().default(false) })
        .parse(payload);
      const [confirmed] = await context.database.db
        .select({ id: registrations.id, teamMembers: registrations.teamMembers })
        .from(registrations)
        .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'confirmed')));
      if (confirmed) await jobs.enqueue(teamMemberJobs(confirmed));
      await mails.confirmation(registrationId, late);
    }),
  );
  jobs.handle(
    LIFECYCLE_JOBS.teamMemberMail,
    mail(async (payload) => {
      const { registrationId, email } = byRegistration.extend({ email: z.string() }).parse(payload);
      await mails.teamMember(registrationId, email);
    }),
  );
  jobs.handle(
    LIFECYCLE_JOBS.placeOfferedMail,
    mail(async (payload) => mails.placeOffered(byRegistration.parse(payload).registrationId)),
  );
  jobs.handle(
    LIFECYCLE_JOBS.offerReminderMail,
    mail(async (payload) => mails.offerReminder(byRegistration.parse(payload).registrationId)),
  );
  jobs.handle(
    LIFECYCLE_JOBS.holdLapsedMail,
    mail(async (payload) => mails.holdLapsed(byRegistration.parse(payload).registrationId)),
  );
  jobs.handle(
    LIFECYCLE_JOBS.cancelledMail,
    mail(async (payload) => {
      const { registrationId, refund, passedOn } = byRegistration
        .extend({ refund: z.number().int().default(0), passedOn: z.boolean().default(true) })
        .parse(payload);
      await mails.cancelled(registrationId, refund, passedOn);
    }),
  );
  jobs.handle(
    LIFECYCLE_JOBS.reminderMail,
    mail(async (payload) => mails.reminder(byRegistration.parse(payload).registrationId)),
  );
  jobs.handle(LIFECYCLE_JOBS.expireHold, {
    run: async (payload) =>
      void (await expireHold(context, byRegistration.parse(payload).registrationId)),
  });
  jobs.handle(LIFECYCLE_JOBS.reminderSweep, {
    run: async () => void (await sweepReminders(context)),
  });
  jobs.every(LIFECYCLE_JOBS.reminderSweep, REMINDER_SWEEP_EVERY_MS);
}
