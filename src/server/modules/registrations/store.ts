import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminRegistrationInputSchema } from '@/domain/admin-schemas';
import type { RegistrationAnswers } from '@/domain/event-questions';
import { feeFor } from '@/domain/events';
import { takesPlace, type RegistrationStatus } from '@/domain/lifecycle';
import type { Database } from '@/server/db/client';
import type { events } from '@/server/db/schema';
import { registrations } from '@/server/db/schema';
import { changeRegistrationCount } from '../places/places';

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

/**
 * Stores a registration at the event's fee, in the caller's transaction, and counts it on the
 * event when it takes a place; the caller checks the event's rules and holds its lock. Answers
 * undefined, storing nothing, when the e-mail already has a live registration for the event.
 */
export async function storeRegistration(
  db: Pick<Database, 'insert' | 'update'>,
  event: PricedEvent,
  details: RegistrationDetails,
  { status, holdExpiresAt = null, paid = false }: Placement,
): Promise<RegistrationRow | undefined> {
  const fee = feeFor(event, details.registrationType);
  const [row] = await db
    .insert(registrations)
    .values({
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
    .returning();
  if (row && takesPlace(row.status)) await changeRegistrationCount(db, event.id, 1);
  return row;
}
