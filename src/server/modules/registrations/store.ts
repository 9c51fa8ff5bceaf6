import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminRegistrationInputSchema } from '@/domain/admin-schemas';
import type { RegistrationAnswers } from '@/domain/event-questions';
import { feeFor } from '@/domain/events';
import { takesPlace, type RegistrationStatus } from '@/domain/lifecycle';
import type { Database } from '@/server/db/client';
import { events, registrations } from '@/server/db/schema';
import { enqueueInStatement, type JobSpec } from '@/server/jobs/queue';

type AdminRegistrationInput = z.output<typeof adminRegistrationInputSchema>;
type RegistrationRow = typeof registrations.$inferSelect;
type PricedEvent = Pick<
  typeof events.$inferSelect,
  'id' | 'allowedRegistrationTypes' | 'amountIndividual' | 'amountTeam'
>;

/** What a registrant gives; date of birth and nationality only an admin records. */
export type RegistrationDetails = Pick<
  AdminRegistrationInput,
  | 'name'
  | 'email'
  | 'contact'
  | 'hostel'
  | 'hostelAddress'
  | 'gender'
  | 'registrationType'
  | 'teamMembers'
> &
  Partial<Pick<AdminRegistrationInput, 'dateOfBirth' | 'nationality'>> & {
    /** Checked against the event's questions by the caller. */
    answers?: RegistrationAnswers;
  };

export interface Placement {
  /** Where it starts: `confirmed`, `awaiting_payment` or `waitlisted` (see domain/lifecycle). */
  status: Extract<RegistrationStatus, 'confirmed' | 'awaiting_payment' | 'waitlisted'>;
  /** Until when an unpaid registration holds its place; null: until paid or deleted. */
  holdExpiresAt?: Date | null;
  paid?: boolean;
}

/** The work a stored registration leaves (its mails, its hold's end), by its id. */
export type JobsOf = (row: { id: string }) => JobSpec[];

/**
 * Stores a registration at the event's fee, in the caller's transaction, counts it on the event
 * when it takes a place and enqueues `jobsOf` its row, all in one statement: the event's lock,
 * which the caller holds, is held for one round trip less per step. Answers undefined, storing,
 * counting and enqueuing nothing, when the e-mail already has a live registration for the event.
 * The caller checks the event's rules.
 */
export async function storeRegistration(
  db: Pick<Database, 'insert' | 'update' | '$with' | 'with'>,
  event: PricedEvent,
  details: RegistrationDetails,
  { status, holdExpiresAt = null, paid = false }: Placement,
  jobs?: { now: Date; of: JobsOf },
): Promise<RegistrationRow | undefined> {
  const fee = feeFor(event, details.registrationType);
  // Chosen here, so the jobs' keys and payloads can name it in the same statement.
  const id = randomUUID();
  const stored = db.$with('stored').as(
    db
      .insert(registrations)
      .values({
        id,
        eventId: event.id,
        name: details.name,
        email: details.email,
        contact: details.contact,
        hostel: details.hostel,
        hostelAddress: details.hostelAddress,
        dateOfBirth: details.dateOfBirth,
        gender: details.gender,
        nationality: details.nationality,
        registrationType: details.registrationType,
        teamMembers: details.registrationType === 'team' ? details.teamMembers : [],
        answers: details.answers ?? [],
        paymentStatus: fee === 0 || paid ? 'Success' : 'Pending',
        amount: fee,
        status,
        holdExpiresAt: status === 'awaiting_payment' ? holdExpiresAt : null,
      })
      .onConflictDoNothing({
        target: [registrations.eventId, registrations.email],
        where: sql`status in ('confirmed', 'awaiting_payment', 'waitlisted')`,
      })
      .returning(),
  );
  const counted = db.$with('counted').as(
    db
      .update(events)
      .set({ registrationCount: sql`${events.registrationCount} + 1` })
      .where(and(eq(events.id, event.id), sql`exists (select 1 from stored)`))
      .returning({ id: events.id }),
  );
  const queued = enqueueInStatement(jobs?.now ?? new Date(), jobs?.of({ id }) ?? [], {
    after: 'stored',
    added: 'queued',
  });
  const queuedCte = db.$with('queued', { id: sql<string>`id` }).as(queued.insert);
  const [row] = await db
    .with(stored, ...(takesPlace(status) ? [counted] : []), queuedCte)
    .select({ registration: { ...stored._.selectedFields }, notified: queued.notify })
    .from(stored);
  return row?.registration;
}
