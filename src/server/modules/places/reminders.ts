import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { events, registrations } from '@/server/db/schema';
import { defineJob } from '@/server/jobs/definition';
import { enqueue } from '@/server/jobs/queue';
import { reminderMail } from './mail-jobs';

/** How often the reminder sweep looks for events starting soon (once across instances). */
export const REMINDER_SWEEP_EVERY_MS = 5 * 60_000;

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
  const { db } = context.database;
  const due = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        eq(registrations.status, 'confirmed'),
        eq(events.reminders, true),
        ne(events.status, 'completed'),
        gt(events.date, now),
        lte(events.date, until),
      ),
    );
  return enqueue(
    db,
    now,
    due.map(({ id }) => reminderMail.of({ registrationId: id }, { key: `reminder:${id}` })),
  );
}

export const reminderSweep = defineJob({
  kind: 'registrations.reminder-sweep',
  payload: z.object({}),
  every: () => REMINDER_SWEEP_EVERY_MS,
  run: async (_payload, context: AppContext) => void (await sweepReminders(context)),
});
