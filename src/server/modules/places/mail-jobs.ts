import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@/server/context';
import { registrations } from '@/server/db/schema';
import { defineJob } from '@/server/jobs/definition';
import { Receipts } from '../receipts/receipts';
import { RegistrationMails } from './mails';

const byRegistration = z.object({ registrationId: z.uuid() });

const mailsOf = (context: AppContext) => new RegistrationMails(context, new Receipts(context));

/** One mail per team member with an address, each once ever. */
export const teamMemberMail = defineJob({
  kind: 'mail.team-member',
  payload: byRegistration.extend({ email: z.string() }),
  paced: true,
  run: ({ registrationId, email }, context: AppContext) =>
    mailsOf(context).teamMember(registrationId, email),
});

export const teamMemberJobs = (row: {
  id: string;
  teamMembers: ReadonlyArray<{ email: string }>;
}) =>
  row.teamMembers
    .filter((member) => member.email)
    .map((member) =>
      teamMemberMail.of(
        { registrationId: row.id, email: member.email },
        { key: `team-member:${row.id}:${member.email.toLowerCase()}` },
      ),
    );

/**
 * The work a registration just confirmed leaves for later, as one job: it queues the team
 * members' mails (`teamMemberJobs`), then mails the registrant (with the receipt when paid).
 * `late`: the payment came after its hold ended, and a place was still free.
 */
export const confirmationMail = defineJob({
  kind: 'mail.registration-confirmed',
  payload: byRegistration.extend({ late: z.boolean().default(false) }),
  paced: true,
  run: async ({ registrationId, late }, context: AppContext) => {
    const [confirmed] = await context.database.db
      .select({ id: registrations.id, teamMembers: registrations.teamMembers })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'confirmed')));
    if (confirmed) await context.jobs.enqueue(teamMemberJobs(confirmed));
    await mailsOf(context).confirmation(registrationId, late);
  },
});

export const confirmationJob = (row: { id: string }, late = false) =>
  confirmationMail.of({ registrationId: row.id, late }, { key: `confirmed:${row.id}` });

/** A place from the waiting list, with Pay now. */
export const placeOfferedMail = defineJob({
  kind: 'mail.place-offered',
  payload: byRegistration,
  paced: true,
  run: ({ registrationId }, context: AppContext) => mailsOf(context).placeOffered(registrationId),
});

/** Halfway through an offer: pay before it lapses. */
export const offerReminderMail = defineJob({
  kind: 'mail.offer-reminder',
  payload: byRegistration,
  paced: true,
  run: ({ registrationId }, context: AppContext) => mailsOf(context).offerReminder(registrationId),
});

/** The mail halfway through an offer, reminding the member to pay before it lapses. */
export const offerReminderJob = (registrationId: string, now: Date, until: Date) =>
  offerReminderMail.of(
    { registrationId },
    {
      key: `offer-reminder:${registrationId}:${until.getTime()}`,
      runAt: new Date(now.getTime() + (until.getTime() - now.getTime()) / 2),
    },
  );

/** A hold ran out unpaid. */
export const holdLapsedMail = defineJob({
  kind: 'mail.hold-lapsed',
  payload: byRegistration,
  paced: true,
  run: ({ registrationId }, context: AppContext) => mailsOf(context).holdLapsed(registrationId),
});

/** A registration was cancelled: the refund it gets, and whether its place went to another. */
export const cancelledMail = defineJob({
  kind: 'mail.registration-cancelled',
  payload: byRegistration.extend({
    refund: z.number().int().default(0),
    passedOn: z.boolean().default(true),
  }),
  paced: true,
  run: ({ registrationId, refund, passedOn }, context: AppContext) =>
    mailsOf(context).cancelled(registrationId, refund, passedOn),
});

/** The reminder before an event (queued by the reminder sweep). */
export const reminderMail = defineJob({
  kind: 'mail.reminder',
  payload: byRegistration,
  paced: true,
  run: ({ registrationId }, context: AppContext) => mailsOf(context).reminder(registrationId),
});

export const PLACE_MAIL_JOBS = [
  confirmationMail,
  teamMemberMail,
  placeOfferedMail,
  offerReminderMail,
  holdLapsedMail,
  cancelledMail,
  reminderMail,
];
